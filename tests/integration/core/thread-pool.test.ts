import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../../helpers/cli.ts';

// bin/docs-build.js sizes libuv's thread pool before an ES module is read; a probe loaded with --require (CommonJS,
// so it starts no pool itself) reports, as the process ends, the pool size it was given and the threads it ran.
let dir: string;
let probe: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-pool-'));
  probe = path.join(dir, 'probe.cjs');
  writeFileSync(
    probe,
    `process.on('exit', () => {
  const threads = require('node:fs').existsSync('/proc/self/task') ? require('node:fs').readdirSync('/proc/self/task').length : -1;
  process.stderr.write('probe ' + JSON.stringify({ pool: process.env.UV_THREADPOOL_SIZE ?? null, threads }) + '\\n');
});`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function launch(pool?: string): { pool: string | null; threads: number } {
  const env = { ...process.env };
  delete env.UV_THREADPOOL_SIZE;
  if (pool) env.UV_THREADPOOL_SIZE = pool;
  const { stderr, status } = spawnSync(process.execPath, ['--require', probe, cli, '--version'], {
    encoding: 'utf8',
    env,
  });
  expect(status).toBe(0);
  return JSON.parse(/^probe (.*)$/m.exec(stderr)![1]);
}

describe("the launcher's thread pool", () => {
  const wanted = Math.min(4, os.availableParallelism());

  it('has a thread a core, up to 4, and keeps a size the user set', () => {
    expect(launch().pool).toBe(String(wanted));
    expect(launch('3').pool).toBe('3');
  });

  it.runIf(existsSync('/proc/self/task'))('runs that many pool threads, not libuv’s 4', () => {
    // the same process with libuv's default pool runs 4 - wanted more threads
    expect(launch('4').threads - launch().threads).toBe(4 - wanted);
  });
});
