import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../../cli/commands/check.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures');
const logger = createLogger({ quiet: true });

describe('docs-build check', () => {
  it('finds exactly the defects planted in the check fixture, where they are', async () => {
    const result = await check({
      root: path.join(fixtures, 'check-site/docs'),
      logger,
      strictSlugs: true,
    });
    const found = result.diagnostics.map((d) => [
      path.basename(d.file),
      d.line,
      d.column,
      d.severity,
      d.rule,
    ]);
    expect(found).toEqual([
      ['config.ts', undefined, undefined, 'error', 'sidebar/missing-page'],
      // a link in a file links.md includes, reported where it is written
      ['_shared.md', 3, 5, 'error', 'link/missing-page'],
      ['links.md', 3, 1, 'error', 'frontmatter/taxonomy'],
      ['links.md', 6, 3, 'error', 'link/missing-page'],
      ['links.md', 6, 38, 'error', 'link/missing-anchor'],
      ['links.md', 8, 32, 'error', 'asset/missing'],
      ['links.md', 10, 3, 'error', 'link/malformed'],
      ['links.md', 14, 1, 'warning', 'heading/duplicate-slug'],
      ['links.md', 16, 1, 'error', 'component/render'],
      ['links.md', 18, 1, 'error', 'include/missing'],
      ['orphan.md', 1, 1, 'error', 'i18n/missing-page'],
      ['orphan.md', 1, 1, 'error', 'sidebar/unreached'],
      ['orphan.md', 3, 1, 'error', 'asset/missing'],
    ]);
    expect(result).toMatchObject({ errors: 12, warnings: 1, pages: 5 });
  });

  it('keeps repeated headings quiet unless asked', async () => {
    const result = await check({ root: path.join(fixtures, 'check-site/docs'), logger });
    expect(result.diagnostics.filter((d) => d.rule === 'heading/duplicate-slug')).toEqual([]);
    expect(result).toMatchObject({ errors: 12, warnings: 0 });
  });

  it('passes a clean site', async () => {
    const result = await check({ root: path.join(fixtures, 'site/docs'), logger });
    expect(result.diagnostics).toEqual([]);
  });

  it('exits 1 on errors and 0 on a clean site, with JSON for tools', () => {
    const cli = path.resolve('bin/docs-build.js');
    const broken = spawnSync(
      process.execPath,
      [cli, 'check', path.join(fixtures, 'check-site/docs'), '--json', '--strict-slugs'],
      { encoding: 'utf8' },
    );
    expect(broken.status).toBe(1);
    expect(JSON.parse(broken.stdout)).toMatchObject({ errors: 12, warnings: 1 });
    const clean = spawnSync(process.execPath, [cli, 'check', path.join(fixtures, 'site/docs')], {
      encoding: 'utf8',
    });
    expect(clean.status).toBe(0);
  });
});
