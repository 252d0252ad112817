import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForNode } from '../../../cli/bundle/node-bundle.ts';

// The CLI's main bundle is CommonJS (bin/cli-loader.js). Packages left out of it must be loadable by `require`, and
// our own code may not `import()` one: both would only fail when that line ran.
let dir: string;
beforeAll(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-cjs-bundle-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles `code` as the CLI's main bundle is made, every package left out. */
async function bundle(name: string, code: string) {
  const entry = path.join(dir, `${name}.ts`);
  writeFileSync(entry, code);
  const { files } = await buildForNode({ entry, format: 'cjs', inline: () => false }, path.join(dir, 'out'));
  return files.map((file) => file.text).join('\n');
}

describe('the CLI\'s CommonJS bundle', () => {
  it('requires a package it leaves out by the path `require` resolves to', async () => {
    const text = await bundle('katex', 'import katex from "katex";\nexport const render = (tex: string) => katex.renderToString(tex);\n');
    expect(text).toMatch(/require\("[^"]*[\\/]katex[\\/]dist[\\/]katex\.js"\)/);
    expect(text).not.toContain('katex.mjs');
  });

  it('refuses an `import()` of a package it leaves out, naming importModule', async () => {
    await expect(bundle('dynamic', 'export const load = () => import("esbuild");\n')).rejects.toThrow(/cannot load 'esbuild' \(`import\(\)` cannot run in it\): load it with importModule/);
  });

  it('refuses a package only `import` loads', async () => {
    await expect(bundle('esm-only', 'import { codeToHtml } from "shiki";\nexport { codeToHtml };\n')).rejects.toThrow(/cannot load 'shiki' \(the package is an ES module only\)/);
  });

  it('bundles what it is told to keep in, whatever its format', async () => {
    const entry = path.join(dir, 'langs.ts');
    writeFileSync(entry, 'import { bundledLanguages } from "shiki/langs";\nexport const known = (lang: string) => lang in bundledLanguages;\n');
    const { files } = await buildForNode({ entry, format: 'cjs', inline: (spec) => spec === 'shiki/langs' }, path.join(dir, 'out'));
    expect(files.map((file) => file.text).join('\n')).toContain('bundledLanguages');
  });
});
