import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForNode } from '../../../cli/core/node-bundle.ts';

// The CLI's main bundle is CommonJS (bin/cli-loader.mjs). Packages left out of it must be loadable by `require`, and
// our own code may not `import()` one: both would only fail when that line ran.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-cjs-bundle-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles `code` as the CLI's main bundle is made, every package left out. */
async function bundle(name: string, code: string, { compact = false } = {}) {
  const entry = path.join(dir, `${name}.ts`);
  writeFileSync(entry, code);
  const { files } = await buildForNode(
    { entry, format: 'cjs', inline: () => false, compact },
    path.join(dir, 'out'),
  );
  return files.map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');
}

describe("the CLI's CommonJS bundle", () => {
  it('requires a package it leaves out by the path `require` resolves to', async () => {
    const text = await bundle(
      'katex',
      'import katex from "katex";\nexport const render = (tex: string) => katex.renderToString(tex);\n',
    );
    expect(text).toMatch(/require\("[^"]*[\\/]katex[\\/]dist[\\/]katex\.js"\)/);
    expect(text).not.toContain('katex.mjs');
  });

  it('refuses an `import()` of a package it leaves out, naming importModule', async () => {
    await expect(
      bundle('dynamic', 'export const load = () => import("esbuild");\n'),
    ).rejects.toThrow(
      /cannot load 'esbuild' \(`import\(\)` cannot run in it\): load it with importModule/,
    );
  });

  it('refuses a package only `import` loads', async () => {
    await expect(
      bundle('esm-only', 'import { codeToHtml } from "shiki";\nexport { codeToHtml };\n'),
    ).rejects.toThrow(/cannot load 'shiki' \(the package is an ES module only\)/);
  });

  it('bundles what it is told to keep in, whatever its format', async () => {
    const entry = path.join(dir, 'langs.ts');
    writeFileSync(
      entry,
      'import { bundledLanguages } from "shiki/langs";\nexport const known = (lang: string) => lang in bundledLanguages;\n',
    );
    const { files } = await buildForNode(
      { entry, format: 'cjs', inline: (spec) => spec === 'shiki/langs' },
      path.join(dir, 'out'),
    );
    expect(files.map((file) => Buffer.from(file.contents).toString('utf8')).join('\n')).toContain(
      'bundledLanguages',
    );
  });

  it('compact: ASCII only and no comments, with the same strings and patterns', async () => {
    const text = await bundle(
      'compact',
      [
        '// a comment the bundle drops',
        'export const quotes = /[“”🪦]/u;',
        'export const loose = /[‘’]/;',
        'export const words = "naïve — 🪦";',
        'export const tag = `“${words}”`;',
      ].join('\n'),
      { compact: true },
    );
    expect(text).toMatch(/^[\x00-\x7f]*$/);
    expect(text).not.toContain('a comment');
    const file = path.join(dir, 'compact.cjs');
    writeFileSync(file, text);
    const loaded = createRequire(import.meta.url)(file) as {
      quotes: RegExp;
      loose: RegExp;
      words: string;
      tag: string;
    };
    expect(loaded.words).toBe('naïve — 🪦');
    expect(loaded.tag).toBe('“naïve — 🪦”');
    expect(['”', '🪦', '"'].map((c) => loaded.quotes.test(c))).toEqual([true, true, false]);
    expect(['’', "'"].map((c) => loaded.loose.test(c))).toEqual([true, false]);
  });
});
