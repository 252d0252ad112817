import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// bin/cli-loader.mjs runs the CLI's CommonJS bundle with V8's code cache; here it runs a bundle of our own writing,
// in a child process each time, as the launcher would.
const loader = fileURLToPath(new URL('../../../bin/cli-loader.mjs', import.meta.url));
let dir: string;
let bundle: string;
let cache: string;

/** Loads the bundle for `command` and prints what its `main` returns; `busyMs`: its `main` first spins that much CPU. */
function run(command: string, busyMs = 0): string {
  const script = `const { loadCli } = await import(${JSON.stringify(loader)}); console.log(await loadCli(${JSON.stringify(bundle)}, ${JSON.stringify(command)}).main());`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, BUSY_MS: String(busyMs) },
  }).trim();
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-cli-loader-'));
  bundle = path.join(dir, 'main.cjs');
  cache = path.join(dir, 'main.build.v8cache');
  writeFileSync(
    bundle,
    [
      '"use strict";',
      'const here = require("node:path").basename(__filename);',
      // line 4 throws, so the stack names the line as the file has it
      'function fail() {',
      '  throw new Error("at line 4");',
      '}',
      'exports.main = async () => {',
      '  const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };',
      '  for (const end = cpu() + Number(process.env.BUSY_MS); cpu() < end;);',
      '  const { sep } = await __docsBuildImport("node:path");',
      '  let line = "";',
      '  try { fail(); } catch (error) { line = /main\\.cjs:(\\d+)/.exec(error.stack)[1]; }',
      '  return [here, sep, line, typeof module.exports.main].join(" ");',
      '};',
    ].join('\n'),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI bundle loader', () => {
  it("runs the bundle as CommonJS with an import of its own and the file's line numbers", () => {
    expect(run('build')).toBe('main.cjs / 4 function');
  });

  it('runs a bundle with characters beyond ASCII as written', () => {
    const other = path.join(dir, 'other.cjs');
    // written as UTF-8: read as Latin-1, each of these characters would come out as two or more
    writeFileSync(other, 'exports.main = async () => "café 快 😀".length + " café 快";\n');
    const script = `const { loadCli } = await import(${JSON.stringify(loader)}); console.log(await loadCli(${JSON.stringify(other)}, 'other').main());`;
    const said = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(said.trim()).toBe('9 café 快');
  });

  it("keeps each command's compiled code, and uses it the next time instead of writing it again", () => {
    rmSync(cache, { force: true });
    run('build');
    expect(existsSync(cache)).toBe(true);
    const kept = statSync(cache).mtimeMs;
    // however long the next run takes on a loaded machine, only a refused cache is written again
    writeFileSync(`${cache}.cpu`, String(1e9));
    expect(run('build')).toBe('main.cjs / 4 function');
    // V8 took it: a refused cache would have been written anew
    expect(statSync(cache).mtimeMs).toBe(kept);
    run('no-such-command');
    expect(existsSync(path.join(dir, 'main.other.v8cache'))).toBe(true);
  });

  it('writes the cache again after a run that took several times the CPU of the one that wrote it, and only then', () => {
    rmSync(cache, { force: true });
    run('build');
    const light = statSync(cache).mtimeMs;
    const writerCpu = Number(readFileSync(`${cache}.cpu`, 'utf8'));
    expect(writerCpu).toBeGreaterThan(0);
    // a larger run (a big site after a small one) compiled more than the cache holds
    run('build', 4 * writerCpu + 200);
    expect(statSync(cache).mtimeMs).toBeGreaterThan(light);
    const heavy = statSync(cache).mtimeMs;
    expect(Number(readFileSync(`${cache}.cpu`, 'utf8'))).toBeGreaterThan(3 * writerCpu);
    run('build');
    expect(statSync(cache).mtimeMs).toBe(heavy);
  });

  it('replaces a cache V8 refuses, and still runs', () => {
    writeFileSync(cache, 'not a code cache');
    expect(run('build')).toBe('main.cjs / 4 function');
    expect(readFileSync(cache, 'utf8')).not.toBe('not a code cache');
  });

  it("keeps a worker's compiled code when the worker ends itself, and uses it in the next worker", async () => {
    const workerCache = path.join(dir, 'main.v8cache');
    const stub = path.join(dir, 'worker.mjs');
    // as cli/bundle/cli-bundle.ts writes a worker's runnable file
    writeFileSync(
      stub,
      `import { loadWorker } from ${JSON.stringify(pathToFileURL(loader).href)};
const { parentPort } = await import('node:worker_threads');
parentPort.postMessage(await loadWorker(${JSON.stringify(bundle)}).main());
process.exit();`,
    );
    const inWorker = () =>
      new Promise<string>((resolve, reject) => {
        const worker = new Worker(stub);
        let said = '';
        worker.on('message', (message: string) => (said = message));
        worker.on('error', reject);
        worker.on('exit', () => resolve(said));
      });
    rmSync(workerCache, { force: true });
    expect(await inWorker()).toBe('main.cjs / 4 function');
    expect(existsSync(workerCache)).toBe(true);
    const kept = statSync(workerCache).mtimeMs;
    writeFileSync(`${workerCache}.cpu`, String(1e9));
    expect(await inWorker()).toBe('main.cjs / 4 function');
    expect(statSync(workerCache).mtimeMs).toBe(kept);
  });
});
