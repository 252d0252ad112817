import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

const logger = createLogger({ quiet: true });
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-routes-'));
  mkdirSync(path.join(work, 'docs/guide'), { recursive: true });
  // a repository's read-me beside the site's home page, in whichever order the folder lists them
  writeFileSync(path.join(work, 'docs/README.md'), '# Read me\n\nHow to edit these docs.\n');
  writeFileSync(path.join(work, 'docs/index.md'), '# Home page\n');
  writeFileSync(path.join(work, 'docs/guide/README.md'), '# Guide\n');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Writes files under `docs`, making their folders. */
const writeIn = (docs: string) => (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
  writeFileSync(path.join(docs, file), text);
};

describe('two files of one page', () => {
  it('publishes index.md over the README.md beside it, and says so at the README', async () => {
    const result = await build({
      root: path.join(work, 'docs'),
      out: path.join(work, 'out'),
      logger,
    });
    expect(result.pages.map((p) => p.data.route).sort()).toEqual(['/', '/guide/']);
    expect(readFileSync(path.join(work, 'out/index.html'), 'utf8')).toContain('Home page');
    expect(
      result.warnings.map((d) => [d.file.split(path.sep).slice(-2).join('/'), d.rule]),
    ).toEqual([['docs/README.md', 'page/same-route']]);
  });
});

describe("a README beside a VitePress folder's index", () => {
  it('is a page of its own at <folder>/README, as VitePress publishes it; on VuePress the folder page', async () => {
    const docs = path.join(work, 'vitepress-readme');
    const write = writeIn(docs);
    write('index.md', '# Home page\n');
    write('README.md', '# Read me\n');
    write('guide/index.md', '# Guide\n');
    write('guide/README.md', '# Guide read-me\n');
    write('api/README.md', '# API\n');
    write('.vitepress/config.ts', "export default { title: 'Readmes' }\n");
    const out = path.join(work, 'vitepress-readme-out');
    const result = await build({ root: docs, out, logger });
    expect(result.pages.map((p) => p.data.route).sort()).toEqual([
      '/',
      '/README',
      '/api/',
      '/guide/',
      '/guide/README',
    ]);
    expect(result.warnings.map((d) => d.rule)).not.toContain('page/same-route');
    const heading = (file: string) =>
      /<h1[^>]*>(?:<a[^>]*>[^<]*<\/a>)?([^<]*)<\/h1>/.exec(
        readFileSync(path.join(out, file), 'utf8'),
      )?.[1];
    expect(heading('guide/README.html')).toBe('Guide read-me');
    expect(heading('guide/index.html')).toBe('Guide');
    // on a VuePress site the README is its folder's page, giving way to the index.md beside it
    const vuepress = path.join(work, 'vuepress-readme');
    const writeVuepress = writeIn(vuepress);
    writeVuepress('index.md', '# Home page\n');
    writeVuepress('README.md', '# Read me\n');
    writeVuepress('.vuepress/config.ts', "export default { title: 'Readmes' }\n");
    const folderPage = await build({
      root: vuepress,
      out: path.join(work, 'vuepress-readme-out'),
      logger,
    });
    expect(folderPage.pages.map((p) => p.data.route)).toEqual(['/']);
    expect(folderPage.warnings.map((d) => d.rule)).toContain('page/same-route');
  });
});

describe('files that are not pages', () => {
  it("leaves out what a VitePress config's srcExclude names, which pages may still include", async () => {
    const docs = path.join(work, 'excluded');
    const write = writeIn(docs);
    write('index.md', '# Home\n\n<!-- @include: ./guide/parts/shared.md -->\n');
    write('guide/intro.md', '# Intro\n');
    write('guide/parts/shared.md', 'Shared text from a part.\n');
    write('notes/draft.md', '# Draft\n');
    write(
      '.vitepress/config.ts',
      "process.exit(3)\nexport default defineConfig({ srcExclude: ['**/parts/*', 'notes/**'] })\n",
    );
    const result = await build({ root: docs, out: path.join(work, 'excluded-out'), logger });
    expect(result.pages.map((p) => p.data.route).sort()).toEqual(['/', '/guide/intro']);
    expect(readFileSync(path.join(work, 'excluded-out/index.html'), 'utf8')).toContain(
      'Shared text from a part.',
    );
  });
});

describe('pages that say nothing of their title', () => {
  it("are named by their file, a folder's page by its folder, a locale's home page by the locale's title", async () => {
    const docs = path.join(work, 'untitled');
    const write = writeIn(docs);
    write('index.md', '<div>Home</div>\n');
    write('interactive/index.md', '---\nlayout: page\n---\n\n<div id="app">Interactive</div>\n');
    write('notes/loose-ends.md', 'No heading here.\n');
    write('.vitepress/config.ts', "export default { title: 'Untitled Site' }\n");
    const result = await build({ root: docs, out: path.join(work, 'untitled-out'), logger });
    expect(Object.fromEntries(result.pages.map((p) => [p.data.route, p.data.title]))).toEqual({
      '/': 'Untitled Site',
      '/interactive/': 'interactive',
      '/notes/loose-ends': 'loose-ends',
    });
  });
});
