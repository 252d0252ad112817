import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './node-bundle.ts';
import { VENDOR_CACHE } from './vendor.ts';

/** Where the launcher (bin/docs-build.js) looks for the CLI as plain JavaScript, and the manifest it checks. */
export const CLI_BUNDLE_DIR = path.join(VENDOR_CACHE, 'cli');
export const CLI_MANIFEST = path.join(VENDOR_CACHE, 'cli-manifest.json');

/**
 * Packages the CLI loads as they are installed: React must be the copy a site's components share; esbuild finds
 * its binary from its own folder; shiki loads grammars by dynamic import and its WebAssembly; chokidar and tsx
 * have optional native or loader parts. The rest (the unified family alone is some hundreds of small modules)
 * is bundled in, and an import of the command that builds took 0.48 s before.
 */
const KEEP_INSTALLED = /^(react|react-dom|scheduler|esbuild|shiki|@shikijs\/.*|chokidar|fsevents|tsx|typescript|puppeteer-core|mermaid|katex)$/;

/**
 * Bundles the CLI so the launcher can start it without a TypeScript loader (about 0.4 s less per command). The
 * manifest lists each source file's modification time: the launcher rebuilds when any of them changed.
 */
export async function writeCliBundle(): Promise<string> {
  const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const started = Date.now();
  const { entry, inputs } = await bundleForNode({ entry: source('../main.ts'), workers: [source('../markdown/highlight-worker.ts'), source('../search/search-worker.ts')], outdir: CLI_BUNDLE_DIR, splitting: true, inline: (name) => !KEEP_INSTALLED.test(name) });
  // the package root too: two checkouts that share one node_modules (a symlink) must not run each other's CLI
  const root = fileURLToPath(new URL('../../', import.meta.url));
  // a file saved while it was being bundled may be in the bundle as it was before: recorded as changed, so the
  // next command bundles again (a run of tests once kept a bundle missing an import added meanwhile)
  const mtime = (file: string) => { const { mtimeMs } = statSync(file); return mtimeMs >= started ? -1 : mtimeMs; };
  const manifest = { root, entry, inputs: Object.fromEntries(inputs.map((file) => [file, mtime(file)])) };
  writeFileSync(CLI_MANIFEST, JSON.stringify(manifest));
  return entry;
}
