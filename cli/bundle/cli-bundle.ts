import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { buildForNode, writeNodeBundle, type BundleFile } from '../core/node-bundle.ts';
import { PACKAGE_ROOT, packageName } from '../core/package-resolution.ts';
import { CLI_MANIFEST, packageVersions, TEMPLATES_DIR, toolchainKeyOf } from '../core/toolchain.ts';

/** Where the launcher (bin/launch.mjs) looks for the CLI as plain JavaScript, and the manifest it checks. */
export const CLI_BUNDLE_DIR = path.join(path.dirname(CLI_MANIFEST), 'cli');
export { CLI_MANIFEST };

/**
 * Packages the CLI loads as they are installed: React must be the copy a site's components share; esbuild finds
 * its binary from its own folder; shiki loads grammars by dynamic import and its WebAssembly; chokidar and tsx
 * have optional native or loader parts. The rest (the unified family alone is some hundreds of small modules)
 * is bundled in, so a command loads one file rather than hundreds. KaTeX too: bundled, the code V8 compiled for
 * it is in the code cache (see bin/cli-loader.mjs).
 */
const KEPT_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'esbuild',
  'shiki',
  'chokidar',
  'fsevents',
  'tsx',
  'typescript',
  'puppeteer-core',
  'mermaid',
];
const KEEP_INSTALLED = new RegExp(`^(${KEPT_PACKAGES.join('|')}|@shikijs/.*)$`);

/**
 * gray-matter loads js-yaml for its default YAML engine, and js-yaml loads esprima (together 380 KB of code, parsed
 * by every command). The front matter never reaches them: it is read by our own engines (site/front-matter.ts),
 * so the bundle gives gray-matter a js-yaml whose functions only say so.
 */
const unusedYamlEngine: esbuild.Plugin = {
  name: 'unused-yaml-engine',
  setup(build) {
    build.onResolve({ filter: /^js-yaml$/ }, (args) =>
      /[\\/]gray-matter[\\/]/.test(args.importer)
        ? { path: 'js-yaml', namespace: 'unused-yaml-engine' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'unused-yaml-engine' }, () => ({
      contents: `const unused = () => { throw new Error("gray-matter's own YAML engine is not bundled: pass engines (site/front-matter.ts)"); };
module.exports = { safeLoad: unused, safeDump: unused };`,
      loader: 'js',
    }));
  },
};

/** The main thread needs shiki's list of languages only (languages.ts): bundled, it loads without the rest of shiki. */
const inlineForCli = (spec: string) =>
  spec === 'shiki/langs' || !KEEP_INSTALLED.test(packageName(spec));
const inlineForWorkers = (spec: string) => !KEEP_INSTALLED.test(packageName(spec));

/**
 * The runnable file of a worker bundled as CommonJS (`page-worker.mjs` for `page-worker.cjs`): it runs the bundle
 * through bin/cli-loader.mjs, with V8's code cache, as the launcher runs the CLI. A page worker loads the whole
 * markdown pipeline and the React renderer again, and compiled it anew each time without one.
 */
function workerStub(name: string): BundleFile {
  const loader = pathToFileURL(path.join(PACKAGE_ROOT, 'bin', 'cli-loader.mjs')).href;
  const contents = `import { fileURLToPath } from 'node:url';
import { loadWorker } from ${JSON.stringify(loader)};
loadWorker(fileURLToPath(new URL('./${name}.cjs', import.meta.url)));
`;
  return { path: path.join(CLI_BUNDLE_DIR, `${name}.mjs`), contents: Buffer.from(contents) };
}

/**
 * Bundles the CLI so the launcher can start it without a TypeScript loader. The
 * main thread's code is one CommonJS file, which bin/cli-loader.mjs runs with V8's code cache; the workers' entries
 * are ES modules beside it (they import shiki, which only `import` loads). The manifest lists each source file's
 * modification time: the launcher rebuilds when any of them changed.
 */
export async function writeCliBundle(): Promise<string> {
  const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const started = Date.now();
  const [main, workers] = await Promise.all([
    buildForNode(
      {
        entry: source('../main.ts'),
        // the page worker runs the main thread's code, so it is made the same way (see workerStub)
        workers: [source('../session/page-worker.ts')],
        format: 'cjs',
        inline: inlineForCli,
        plugins: [unusedYamlEngine],
        compact: true,
      },
      CLI_BUNDLE_DIR,
    ),
    buildForNode(
      {
        entry: source('../markdown/highlight-worker.ts'),
        workers: [
          source('../search/search-worker.ts'),
          source('../write/compress-worker.ts'),
          source('../write/output-check-worker.ts'),
          source('./client-worker.ts'),
          // the launcher's answer to an unchanged rebuild, before the main bundle loads
          source('../options/unchanged-build.ts'),
        ],
        splitting: true,
        inline: inlineForWorkers,
        plugins: [unusedYamlEngine],
        compact: true,
      },
      CLI_BUNDLE_DIR,
    ),
  ]);
  const entry = path.join(
    writeNodeBundle(CLI_BUNDLE_DIR, [...main.files, ...workers.files, workerStub('page-worker')]),
    'main.cjs',
  );
  // the templates are read as the CLI runs, not imported: listed so a change to them is a new key
  const templates = (readdirSync(TEMPLATES_DIR, { recursive: true }) as string[])
    .map((name) => path.join(TEMPLATES_DIR, name))
    .filter((file) => statSync(file).isFile());
  const inputs = [...main.inputs, ...workers.inputs, ...templates];
  // the package root too: two checkouts that share one node_modules (a symlink) must not run each other's CLI
  const root = fileURLToPath(new URL('../../', import.meta.url));
  // each file's modification and change times: npm writes every file it installs with one fixed modification
  // time, and only the change time tells an upgraded file of the same size apart. A file saved while it was being
  // bundled may be in the bundle as it was before: recorded as changed, so the next command bundles again
  const stamp = (file: string) => {
    const { mtimeMs, ctimeMs } = statSync(file);
    return ctimeMs >= started ? '' : `${mtimeMs}:${ctimeMs}`;
  };
  // and the bundling code itself, which the CLI does not import: a change to how it bundles is a new bundle too
  const bundler = readdirSync(source('.'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => source(name));
  const manifest = {
    root,
    entry,
    // every cache's key (core/toolchain.ts): what this bundle was made from and what it loads as installed
    // (packages kept out are also loaded by name as the CLI runs, which esbuild does not see: all of them count)
    key: toolchainKeyOf(
      inputs,
      packageVersions([...main.externals, ...workers.externals, ...KEPT_PACKAGES]),
    ),
    inputs: Object.fromEntries(
      [...new Set([...inputs, ...bundler])].map((file) => [file, stamp(file)]),
    ),
  };
  writeFileSync(CLI_MANIFEST, JSON.stringify(manifest));
  return entry;
}
