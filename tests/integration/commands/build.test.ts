import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

const fixture = path.resolve(import.meta.dirname, '../../fixtures/site');
let work: string;
const logger = createLogger({ quiet: true });

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-unit-'));
  cpSync(fixture, work, { recursive: true, filter: (src) => !src.includes(`${path.sep}dist`) });
  // the fixture config imports defineConfig relatively; keep that path valid from the copy
  const config = path.join(work, 'docs/.site/config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      /from '.*define-config\.ts'/,
      `from ${JSON.stringify(path.resolve('cli/config/define-config.ts'))}`,
    ),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('build', () => {
  it('writes pages, hashed assets and the hosting files', async () => {
    const result = await build({ root: path.join(work, 'docs'), logger });
    expect(result.pagesPerLocale).toEqual({ '/': 6, '/zh/': 6 });
    const out = path.join(work, 'dist');
    for (const f of [
      'index.html',
      'guide/index.html',
      'guide/getting-started.html',
      'zh/guide/getting-started.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      '_headers',
      '_redirects',
      'llms.txt',
      'llms-full.txt',
      'guide/getting-started.md',
      'logo.svg',
      'guide/old-name.html',
    ]) {
      expect(existsSync(path.join(out, f)), f).toBe(true);
    }
    const chunks = readdirSync(path.join(out, 'assets/pages')).filter((c) => c.endsWith('.js'));
    expect(chunks).toHaveLength(12);
    // the fixture draws both kinds of diagram and plays a video: each library they load is published
    const vendor = readdirSync(path.join(out, 'assets/vendor'));
    for (const name of ['mermaid', 'flowchart-js', 'hls-js', 'dashjs', 'mpegts-js'])
      expect(
        vendor.some((f) => f.startsWith(`${name}.`)),
        name,
      ).toBe(true);
    expect(chunks.every((c) => /^[\w.-]+\.\w{8}\.js$/.test(c))).toBe(true);
    const html = readFileSync(path.join(out, 'guide/getting-started.html'), 'utf8');
    expect(html).toContain('<title>Getting started | Fixture Docs</title>');
    expect(html).toContain(
      '<link rel="alternate" hreflang="zh-CN" href="https://docs.example.test/zh/guide/getting-started">',
    );
    expect(html).toContain('<html lang="en-US">');
    expect(readFileSync(path.join(out, 'zh/index.html'), 'utf8')).toContain('<html lang="zh-CN">');
    // the 404 page of each locale, with the rule that serves it under its prefix
    expect(readFileSync(path.join(out, 'zh/404.html'), 'utf8')).toContain('<html lang="zh-CN">');
    expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toMatch(
      /^\/zh\/\* \/zh\/404\.html 404$/m,
    );
    // compressed copies beside the text files above 1 KB
    expect(
      existsSync(path.join(out, 'guide/getting-started.html.br')) &&
        existsSync(path.join(out, 'guide/getting-started.html.gz')),
    ).toBe(true);
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).toMatch(
      /\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/,
    );
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://docs.example.test/guide/getting-started</loc>',
    );
    // every icon a page shows has its symbol in the page's own sprite, and the site's sprite file has them all
    const used = [...new Set([...html.matchAll(/<use href="#icon--([\w-]+)"/g)].map((m) => m[1]))];
    expect(used.length).toBeGreaterThan(0);
    const pageSprite =
      /<svg id="docs-icons" width="0" height="0" aria-hidden="true">(.*?)<\/svg>\n/.exec(
        html,
      )?.[1] ?? '';
    expect([...pageSprite.matchAll(/<symbol id="icon--([\w-]+)"/g)].map((m) => m[1])).toEqual(used);
    const siteSprite = readdirSync(path.join(out, 'assets')).find((f) =>
      /^icons\.\w+\.svg$/.test(f),
    )!;
    for (const name of used)
      expect(readFileSync(path.join(out, 'assets', siteSprite), 'utf8')).toContain(
        `<symbol id="icon--${name}" viewBox="0 0 24 24">`,
      );
  });

  it('writes no compressed copies when asked not to, and the same files besides', async () => {
    // compared with the compressed build the first test makes; run alone, it makes that build itself
    if (!existsSync(path.join(work, 'dist')))
      await build({ root: path.join(work, 'docs'), logger });
    const plain = path.join(work, 'dist-plain');
    await build({ root: path.join(work, 'docs'), out: plain, compress: false, logger });
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
      );
    const files = walk(plain);
    expect(files.filter((f) => /\.(gz|br)$/.test(f))).toEqual([]);
    expect(files).toContain('guide/getting-started.html');
    const compressed = walk(path.join(work, 'dist')).filter((f) => !/\.(gz|br)$/.test(f));
    expect(files.sort()).toEqual(compressed.sort());
  });

  it('fails on a broken page with file:line:col and leaves the previous output untouched', async () => {
    const out = path.join(work, 'dist');
    const before = readFileSync(path.join(out, 'guide/getting-started.html'), 'utf8');
    const page = path.join(work, 'docs/guide/deep-dive.md');
    const original = readFileSync(page, 'utf8');
    writeFileSync(page, '---\ntitle: Deep: dive\n---\n\nText\n');
    try {
      const error = await build({ root: path.join(work, 'docs'), logger }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UserError);
      const [d] = (error as UserError).diagnostics;
      expect(d.file.endsWith('docs/guide/deep-dive.md')).toBe(true);
      expect(d.line).toBe(2);
      expect(d.column).toBeGreaterThan(0);
      expect(readFileSync(path.join(out, 'guide/getting-started.html'), 'utf8')).toBe(before);
      expect(readdirSync(work).filter((f) => f.includes('.tmp-'))).toEqual([]);
    } finally {
      writeFileSync(page, original);
    }
  });

  it('reuses the previous HTML and search index only while what they were made from is unchanged', async () => {
    const root = path.join(work, 'docs');
    const out = path.join(work, 'dist');
    const read = (f: string) => readFileSync(path.join(out, f), 'utf8');
    await build({ root, logger });
    await build({ root, logger });
    await build({ root, logger, clean: true, out: path.join(work, 'dist-clean') });
    // the CSP too, built from each document's sources: kept with the reused HTML in the second build
    for (const f of [
      'guide/getting-started.html',
      'zh/guide/getting-started.html',
      'index.html',
      '_headers',
      '.nginx.conf',
    ]) {
      expect(read(f), f).toBe(readFileSync(path.join(work, 'dist-clean', f), 'utf8'));
    }
    expect(read('_headers')).toContain("'sha256-");
    // a new title reaches its own page, the sidebar of every page of its locale, and the search index
    const page = path.join(root, 'guide/deep-dive.md');
    const original = readFileSync(page, 'utf8');
    writeFileSync(page, original.replace(/^title: .*$/m, 'title: Plunge into depth'));
    try {
      await build({ root, logger });
      expect(read('guide/deep-dive.html')).toContain(
        '<title>Plunge into depth | Fixture Docs</title>',
      );
      expect(read('guide/getting-started.html')).toContain('Plunge into depth');
      expect(read('zh/guide/getting-started.html')).not.toContain('Plunge into depth');
      // the title is in the index's files, whether a manifest (current/) or a shard (assets/search/) holds it
      const indexFiles = ['current', 'assets/search'].flatMap((dir) =>
        readdirSync(path.join(out, dir))
          .filter((f) => f.endsWith('.json') || f.endsWith('.js'))
          .map((f) => `${dir}/${f}`),
      );
      expect(indexFiles.some((f) => read(f).includes('Plunge into depth'))).toBe(true);
    } finally {
      writeFileSync(page, original);
    }
  });

  it('reports an unknown component at its tag', async () => {
    const page = path.join(work, 'docs/guide/deep-dive.md');
    const original = readFileSync(page, 'utf8');
    writeFileSync(page, '---\ntitle: Deep\n---\n\nLine one.\n\n<Nope foo="1" />\n');
    try {
      const error = (await build({ root: path.join(work, 'docs'), logger }).catch(
        (e: unknown) => e,
      )) as UserError;
      const d = error.diagnostics.find((x) => x.rule === 'component/render')!;
      expect(d).toMatchObject({ line: 7, column: 1 });
      expect(d.message).toContain('unknown component <Nope>');
      expect(d.hint).toContain("check: { rules: { 'component/render': 'warning' } }");
    } finally {
      writeFileSync(page, original);
    }
  });
});
