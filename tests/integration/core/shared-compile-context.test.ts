import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { afterAll, expect, it } from 'vitest';
import { sharedCompileContext } from '../../../cli/bundle/shared-compile-context.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-context-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// every page of the repository, parsed twice: 16 s on a quiet 2-core machine
it(
  'builds the same trees as the package as installed, positions included, for every page of this repository',
  { timeout: 120_000 },
  async () => {
    const entry = path.join(work, 'entry.mjs');
    writeFileSync(entry, "export { fromMarkdown } from 'mdast-util-from-markdown';\n");
    const out = path.join(work, 'patched.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      nodePaths: [path.join(repo, 'node_modules')],
      plugins: [sharedCompileContext],
      logLevel: 'silent',
    });
    expect(readFileSync(out, 'utf8')).toMatch(/\.call\(context\d*, events\[index\d*\]\[1\]\)/);
    const patched = (await import(pathToFileURL(out).href)) as {
      fromMarkdown: typeof fromMarkdown;
    };
    const options = {
      extensions: [gfm(), math()],
      mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()],
    };
    const files = [
      ...markdownFiles(path.join(repo, 'docs')),
      ...markdownFiles(path.join(repo, 'tests/fixtures')),
    ];
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(JSON.stringify(patched.fromMarkdown(text, options)), file).toBe(
        JSON.stringify(fromMarkdown(text, options)),
      );
    }
  },
);
