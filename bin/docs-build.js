#!/usr/bin/env node
// The command's entry, in CommonJS so that it runs before libuv's thread pool starts: Node reads an ES module entry
// through that pool, which then starts with its default 4 threads. The launcher itself is bin/launch.mjs.
const { availableParallelism } = require('node:os');

/**
 * The pool writes the output's files and reads files back for the compressor. On two cores its 4 threads competed
 * with the main thread and the build's workers: a clean build of JavaGuide (422 pages) took 0.92 of the time with 2
 * (5 alternating pairs, each faster). One a core, up to libuv's 4; a value the user set is kept.
 */
process.env.UV_THREADPOOL_SIZE ??= String(Math.min(4, availableParallelism()));
import('./launch.mjs');
