// Loaded with `node --require ./bench/exit-usage.cjs bin/docs-build.js build …` by bench/scale.ts: at exit the main
// thread writes the whole process's CPU time and peak RSS (every thread's) as one JSON line to stderr, so a build
// run through the launcher, with its V8 flags, is measured as users run it. Plain CommonJS, no loader: a module
// preloaded with --import would start libuv's thread pool before the launcher sizes it (bin/docs-build.js).
//
// On Linux the line also holds the main thread's own time on a CPU and its time waiting for one (runnable, while
// the build's other threads and processes held both cores): a build whose main thread waits long is bound by the
// machine's CPU in all, not by the main thread's work.
const { readFileSync } = require('node:fs');
const { isMainThread } = require('node:worker_threads');

/** The calling thread's time on a CPU and waiting for one, from /proc (nanoseconds there); {} elsewhere. */
function threadTimes() {
  try {
    const [onCpu, waiting] = readFileSync('/proc/thread-self/schedstat', 'utf8')
      .split(' ')
      .map(Number);
    return { mainCpuMs: Math.round(onCpu / 1e6), mainWaitMs: Math.round(waiting / 1e6) };
  } catch {
    return {};
  }
}

if (isMainThread)
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
    const peakRssMb = Math.round(usage.maxRSS / 1024);
    process.stderr.write(`[usage] ${JSON.stringify({ cpuMs, peakRssMb, ...threadTimes() })}\n`);
  });
