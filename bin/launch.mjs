#!/usr/bin/env node
// Launcher only. The CLI is TypeScript; it runs from a plain-JavaScript bundle of it (built on first use and again
// whenever a source file changes), and through tsx's loader only when that bundle cannot be made.
import { readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

/**
 * V8's optimising compiler, tuned for a build: it ran on V8's background threads beside the main thread and the
 * workers, on a machine with two cores, and each job it takes competes with them.
 * - `--interrupt-budget`: V8 optimises a function with TurboFan once it has run for a budget of bytecode; with its
 *   default budget a cold build of VitePress's docs spent 2.4 s of CPU compiling (486 functions) beside 3 s on the
 *   main thread. A budget 7.4 times larger optimises only what stays hot: VitePress's docs 6.26 s against 6.75 s,
 *   this repository's site 16.9 s against 17.2 s, the code-heavy bench site equal with less CPU (medians of 3-4
 *   alternating cold builds); 1,000,000 and more made the bench site slower.
 * - `--max-inlined-bytecode-size-cumulative` (920 by default): an optimised function inlines less of what it calls,
 *   so each job is smaller. 110 jobs still took 1.1 s on those threads (shiki loading grammars, micromark); with
 *   460, paired cold builds against the default (each side with a code cache of its own) took 100 ms less on
 *   VitePress's docs (10 pairs), 130 ms less on the code-heavy bench site (8) and 305 ms less on this repository's
 *   site (4); 300 against 460 took 45-50 ms less on VitePress's docs (10 and 12 pairs) and was even on the others.
 *   With no inlining the bench site was 90 ms slower.
 * - `--heap-growing-percent`: after a full collection V8 lets each heap grow by up to 4 times what survived before
 *   collecting again; a build makes garbage fast (every page's HTML, chunk and texts), so the heaps of the main
 *   thread and the search worker sat mostly on garbage, and a synthetic site's peak RSS grew with its page count.
 *   Growing by half of what survived bounds that to what the build holds (figures in
 *   bench/results/scale-memory-issue-48.md).
 * Flags are the process's, so the workers share them; one given to node by the user is kept. They are part of the
 * code cache's key (cli-loader.mjs), so a run with other flags compiles the CLI again.
 */
const LAUNCH_FLAGS = [
  '--interrupt-budget=500000',
  '--max-inlined-bytecode-size-cumulative=300',
  '--heap-growing-percent=50',
];
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map((flag) =>
  flag.replace(/=.*/, '').replaceAll('_', '-'),
);
for (const flag of LAUNCH_FLAGS)
  if (!given.includes(flag.replace(/=.*/, ''))) setFlagsFromString(flag);

const root = fileURLToPath(new URL('../', import.meta.url));
const manifestFile = new URL(
  '../node_modules/.cache/docs-build/cli-manifest.json',
  import.meta.url,
);

/**
 * The bundle's entry, if every source it was made from is unchanged since. Its key (what it was made from) goes to
 * the CLI and its workers, which key every cache with it (cli/core/toolchain.ts).
 */
function freshBundle() {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (manifest.root !== root) return null;
    for (const [file, stamp] of Object.entries(manifest.inputs)) {
      const { mtimeMs, ctimeMs } = statSync(file);
      if (`${mtimeMs}:${ctimeMs}` !== stamp) return null;
    }
    if (manifest.key) process.env.DOCS_BUILD_TOOLCHAIN_KEY = manifest.key;
    return manifest.entry;
  } catch {
    return null;
  }
}

// only the bundle checked here speaks for the code that runs, not a key some parent process was given
delete process.env.DOCS_BUILD_TOOLCHAIN_KEY;
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
    // HIGHLIGHT_WORKER_LIMITS of cli/markdown/highlight-thread.ts, which says why
    const resourceLimits = { maxYoungGenerationSizeMb: 8 };
    const worker = new Worker(`${bundleDir}/highlight-worker.mjs`, {
      execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')),
      resourceLimits,
    });
    worker.postMessage('preload');
    // a failure before the CLI takes the worker ends it; the CLI then starts another (see HighlightThreads.adopt)
    worker.on('error', () => undefined);
    worker.unref();
    return worker;
  } catch {
    return null;
  }
}

/**
 * A rebuild of a command line seen before, where nothing the last build read or wrote has changed, is answered by
 * a small module of the bundle (cli/options/unchanged-build.ts) without loading the CLI or starting a worker. After
 * a build of that line left its caches, the code blocks are mostly coloured already: no worker is started early,
 * and the CLI starts one if a block needs it.
 */
async function rebuildState(bundleDir) {
  if (process.argv[2] !== 'build') return { state: 'unknown' };
  try {
    const { rebuildState } = await import(pathToFileURL(`${bundleDir}/unchanged-build.mjs`).href);
    return rebuildState(process.argv.slice(2));
  } catch {
    return { state: 'unknown' };
  }
}

// the bundle's folder also holds its worker entries; without a bundle, work stays on the main thread
const bundleDir = entry ? dirname(entry) : null;
const { state, taken } = bundleDir ? await rebuildState(bundleDir) : { state: 'unknown' };
if (state !== 'unchanged') {
  const highlightWorker =
    bundleDir && state === 'unknown' ? await earlyHighlightWorker(bundleDir) : null;
  const { run } = entry
    ? (await import('./cli-loader.mjs')).loadCli(
        entry,
        state === 'rebuild' ? state : process.argv[2],
      )
    : await import('../cli/main.ts');
  /**
   * Once nothing is left to do, the process ends without tearing its heaps down one page at a time: that took a
   * build's last 0.1 s after its output was complete. Exit handlers still run (the code cache is kept in one).
   */
  process.once('beforeExit', () => process.exit());
  await run(process.argv, { bundleDir, highlightWorker, taken });
}
