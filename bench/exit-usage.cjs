// Loaded with `node --require ./bench/exit-usage.cjs bin/docs-build.js build …` by bench/scale.ts: at exit the main
// thread writes the whole process's CPU time and peak RSS (every thread's) as one JSON line to stderr, so a build
// run through the launcher, with its V8 flags, is measured as users run it. Plain CommonJS, no loader: a module
// preloaded with --import would start libuv's thread pool before the launcher sizes it (bin/docs-build.js).
const { isMainThread } = require('node:worker_threads');

if (isMainThread)
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
    const peakRssMb = Math.round(usage.maxRSS / 1024);
    process.stderr.write(`[usage] ${JSON.stringify({ cpuMs, peakRssMb })}\n`);
  });
