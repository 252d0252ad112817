// Runs the CLI's CommonJS bundle with V8's code cache. Plain JavaScript: the launcher and the benchmark load it
// without a TypeScript loader.
import { isAscii } from 'node:buffer';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import { threadId } from 'node:worker_threads';

/**
 * Commands with a code cache of their own: each runs different code, and a cache holds what its run compiled. A
 * `rebuild` is a build the launcher found warm caches for, which runs a small part of what a cold build runs. It
 * gets a cache of its own, written by a short run: a long one (a cold build) loses the code of what ran only at its
 * start, the bundle's top level among them, which V8 drops as the run goes on, and a run given its cache parses the
 * whole bundle again before the first line runs (about 60 ms of CPU).
 */
const COMMANDS = new Set(['build', 'rebuild', 'dev', 'check', 'preview', 'init']);

/**
 * The bundle's exports. V8 compiles a function the first time it runs: a cold build of VitePress's docs spent about
 * 0.5 s of its main thread compiling the CLI's 3 MB, every run, and Node 20 keeps no compiled code for ES modules.
 * So the bundle is one CommonJS file run as a `vm.Script`, given the code V8 compiled the last time this command
 * ran (saved on exit when there was none, or V8 refused it: another node or other flags). VitePress's docs:
 * 4.28 s against 4.81 s, 0.9 s less CPU (8 alternating cold builds); this repository's site 11.6 s against 12.3 s.
 * `import()` has no loader inside a `vm.Script` on Node 20, so the bundle gets this module's (see importModule in
 * cli/core/import-module.ts).
 */
export function loadCli(entry, command) {
  const name = COMMANDS.has(command) ? command : 'other';
  return runCached(entry, `${entry.replace(/\.cjs$/, '')}.${name}.v8cache`, cpuMs);
}

/**
 * A worker's CommonJS bundle (the page worker's), run as the CLI is, with a code cache of its own beside it: each
 * worker loads and compiles its 1.8 MB again. A worker's 'exit' handlers run only when it ends itself (the pool asks
 * it to, cli/core/pool-worker.ts), not when it is terminated. Its work is measured by its own thread's busy time:
 * the process's CPU time counts every thread.
 */
export function loadWorker(entry) {
  return runCached(entry, `${entry.replace(/\.cjs$/, '')}.v8cache`, busyMs);
}

function runCached(entry, cacheFile, workDone) {
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    /* this command's first run: its code cache is written when it ends */
  }
  // the wrapper stays on the bundle's first line, so stack traces keep the file's line numbers
  const source = `(function (exports, require, module, __filename, __dirname, __docsBuildImport) {${bundleText(entry)}\n})`;
  const script = new Script(source, { filename: entry, cachedData });
  const stale = !cachedData || script.cachedDataRejected;
  const writerCpu = stale ? 0 : cpuOfWriter(cacheFile);
  process.once('exit', () => {
    const cpu = workDone();
    if (stale || cpu > REWRITE_AFTER * writerCpu) keepCodeCache(script, cacheFile, cpu);
  });
  const module = { exports: {} };
  script.runInThisContext()(
    module.exports,
    createRequire(entry),
    module,
    entry,
    dirname(entry),
    (specifier) => import(specifier),
  );
  return module.exports;
}

/**
 * The bundle's text. The CLI's bundles are ASCII (cli/core/node-bundle.ts), whose bytes are their characters: read
 * as Latin-1 they are copied into a string as they are, where decoding 2.4 MB as UTF-8 cost more CPU than the
 * check and the copy together. Any other file is decoded as UTF-8.
 */
function bundleText(file) {
  const bytes = readFileSync(file);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/**
 * A cache holds what the run that wrote it had compiled. Written by a build of a two-page folder, it lacked much of
 * what a build of VitePress's docs runs, and each of those builds compiled it again: 120 ms more than with a cache a
 * build of those docs wrote (8 paired builds). So a run that took several times the CPU time of the run that wrote
 * the cache (kept beside it) writes it again; a run with a good cache compiles little and takes less.
 */
const REWRITE_AFTER = 3;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The time this thread's event loop has been busy (not waiting for events) since it started: Node 20 has no CPU clock
 * of a thread's own, and this one counts time the thread was descheduled on a loaded machine too.
 */
const busyMs = () => performance.eventLoopUtilization().active;

/** The CPU time of the run that wrote `file`; 0 when unknown (a cache from before this was kept), so it is rewritten. */
function cpuOfWriter(file) {
  try {
    return Number(readFileSync(`${file}.cpu`, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * Written whole under another name first: a process starting now reads either no cache or all of it. The name is
 * the thread's own: page workers of one process end, and write, at the same time.
 */
function keepCodeCache(script, file, cpu) {
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    writeFileSync(tmp, script.createCachedData());
    renameSync(tmp, file);
    writeFileSync(`${file}.cpu`, String(Math.round(cpu)));
  } catch {
    /* a read-only installation runs without one */
  }
}
