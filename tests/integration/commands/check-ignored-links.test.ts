import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../../cli/commands/check.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { tempDir } from '../../temp-dir.ts';

/** A VitePress folder whose config sets `ignoreDeadLinks` as written, and a page with links to no page. */
function vitepressSite(ignoreDeadLinks: string): string {
  const root = path.join(tempDir('docs-build-dead-links-'), 'docs');
  mkdirSync(path.join(root, '.vitepress'), { recursive: true });
  writeFileSync(
    path.join(root, '.vitepress/config.ts'),
    `export default {\n  title: 'Links',\n  ignoreDeadLinks: ${ignoreDeadLinks},\n}\n`,
  );
  writeFileSync(
    path.join(root, 'index.md'),
    [
      '# Home',
      '',
      '[play](/play/) [deep play](/play/x/y.md) [exact](/exact) [comma](/a,b) [other](/other) [anchor](./index.md#nowhere)',
      '',
    ].join('\n'),
  );
  return root;
}

const linkDiagnostics = async (root: string) =>
  (await check({ root, logger: createLogger({ quiet: true }) })).diagnostics
    .filter((d) => d.rule.startsWith('link/'))
    .map((d) => [d.severity, d.rule, d.message.split(' ')[1]]);

describe('links a VitePress config ignores', () => {
  it('are not followed when its ignoreDeadLinks lists them, by string or pattern', async () => {
    const root = vitepressSite(
      String.raw`[/^\/play/, '/exact', "/a,b", (url) => url.startsWith('/other')]`,
    );
    // the function is code: its entry is left out, and /other is reported
    expect(await linkDiagnostics(root)).toEqual([
      ['error', 'link/missing-page', '`/other`'],
      ['error', 'link/missing-anchor', '`./index.md#nowhere`:'],
    ]);
  }, 60_000);

  it('are warnings when it ignores every dead link', async () => {
    expect(await linkDiagnostics(vitepressSite('true'))).toEqual([
      ['warning', 'link/missing-page', '`/play/`'],
      ['warning', 'link/missing-page', '`/play/x/y.md`'],
      ['warning', 'link/missing-page', '`/exact`'],
      ['warning', 'link/missing-page', '`/a,b`'],
      ['warning', 'link/missing-page', '`/other`'],
      ['warning', 'link/missing-anchor', '`./index.md#nowhere`:'],
    ]);
  }, 60_000);
});
