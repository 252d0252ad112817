#!/usr/bin/env node
// Launcher only. The CLI is TypeScript; it runs from a plain-JavaScript bundle of it (built on first use and again
// whenever a source file changes), and through tsx's loader only when that bundle cannot be made.
import { readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const manifestFile = new URL('../node_modules/.cache/docs-build/cli-manifest.json', import.meta.url);

/** The bundle's entry, if every source it was made from is unchanged since. */
function freshBundle() {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (manifest.root !== root) return null;
    for (const [file, mtime] of Object.entries(manifest.inputs)) if (statSync(file).mtimeMs !== mtime) return null;
    return manifest.entry;
  } catch {
    return null;
  }
}

let entry = freshBundle();
if (!entry) {
  const { register } = await import('tsx/esm/api');
  register();
  try {
    entry = await (await import('../cli/bundle/cli-bundle.ts')).writeCliBundle();
  } catch (error) {
    console.warn(`docs-build: running from the TypeScript sources (${error.message})`);
  }
}
/**
 * `build` colours code on a worker. Started here, it loads shiki while this thread loads the CLI, on a core that
 * would otherwise wait: started by the CLI, it began 0.6 s later. When it cannot start here (a flag a worker
 * refuses), the CLI starts it as before.
 */
async function earlyHighlightWorker(bundleDir) {
  if (process.argv[2] !== 'build' || process.env.DOCS_BUILD_WORKERS === '0') return null;
  try {
    const { Worker } = await import('node:worker_threads');
    const worker = new Worker(`${bundleDir}/highlight-worker.mjs`, { execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')) });
    worker.postMessage('preload');
    // a failure before the CLI takes the worker ends it; the CLI then starts another (see HighlightThreads.adopt)
    worker.on('error', () => undefined);
    worker.unref();
    return worker;
  } catch {
    return null;
  }
}

// the bundle's folder also holds its worker entries; without a bundle, work stays on the main thread
const bundleDir = entry ? dirname(entry) : null;
const highlightWorker = bundleDir && await earlyHighlightWorker(bundleDir);
const { run } = await import(entry ? pathToFileURL(entry).href : '../cli/main.ts');
await run(process.argv, { bundleDir, highlightWorker });
