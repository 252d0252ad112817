import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../../cli/commands/check.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';
import { tempDir } from '../../temp-dir.ts';

let work: string;
const docs = () => path.join(work, 'docs');
/** A page under `icons/` whose front matter names `icon` on its third line. */
const page = (name: string, icon: string) => {
  mkdirSync(path.join(docs(), 'icons'), { recursive: true });
  writeFileSync(
    path.join(docs(), 'icons', `${name}.md`),
    `---\ntitle: ${name}\nicon: ${icon}\n---\n\n# ${name}\n\nText.\n`,
  );
};
const iconWarnings = async () => {
  const { diagnostics } = await check({ root: docs(), logger: createLogger({ quiet: true }) });
  return diagnostics.filter((d) => d.rule === 'frontmatter/icon');
};

beforeAll(() => {
  work = copyFixture(path.resolve('tests/fixtures/site'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('check on front-matter icons', () => {
  it('reports a few unknown icons each at its page and line, and no Lucide name', async () => {
    page('house', 'house');
    page('typo', 'hosue');
    page('brand', 'b:markdown');
    const warnings = await iconWarnings();
    expect(
      warnings.map((d) => [path.basename(d.file), d.line, d.severity, d.message]).sort(),
    ).toEqual([
      ['brand.md', 3, 'warning', 'unknown icon `b:markdown`; the page shows none'],
      ['typo.md', 3, 'warning', 'unknown icon `hosue`; the page shows none'],
    ]);
  }, 60_000);

  it('reports the icons of another set once, with each name and how many pages use it, when many pages name them', async () => {
    for (const name of ['a', 'b', 'c']) page(`info-${name}`, 'circle-info');
    page('gears', 'gears');
    const warnings = await iconWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ severity: 'warning', line: 3 });
    expect(warnings[0].message).toBe(
      '6 pages name icons that are not Lucide icons, so they show none: `circle-info` (3), `b:markdown` (1), `gears` (1), `hosue` (1)',
    );
  }, 60_000);
});

describe("check on front-matter icons of another tool's pages", () => {
  it('leaves them alone on a VitePress site, whose theme shows none', async () => {
    const root = path.join(tempDir('docs-build-vp-icons-'), 'docs');
    mkdirSync(path.join(root, '.vitepress'), { recursive: true });
    writeFileSync(path.join(root, '.vitepress/config.ts'), "export default { title: 'Icons' }\n");
    writeFileSync(path.join(root, 'index.md'), '# Home\n');
    for (const name of ['a', 'b', 'c', 'd'])
      writeFileSync(path.join(root, `${name}.md`), `---\nicon: ph:stack-bold\n---\n\n# ${name}\n`);
    const { diagnostics } = await check({ root, logger: createLogger({ quiet: true }) });
    expect(diagnostics.filter((d) => d.rule === 'frontmatter/icon')).toEqual([]);
  }, 60_000);
});
