import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The launcher starts the highlight worker before the CLI loads (bin/launch.mjs) and hands it over. Stand-in
// workers tell which one coloured a block: the bundle's entry answers "started:", the early one "early:".
let dir: string;
const standIn = (tag: string) => `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (job) => { if (job && job.id) parentPort.postMessage({ id: job.id, html: '${tag}:' + job.code }); });`;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-early-worker-'));
  writeFileSync(path.join(dir, 'highlight-worker.mjs'), standIn('started'));
  writeFileSync(path.join(dir, 'early.mjs'), standIn('early'));
  writeFileSync(path.join(dir, 'dies.mjs'), 'process.exit(0);');
  // answers as the bundle's entry does, writing down each block it was given
  writeFileSync(
    path.join(dir, 'logs.mjs'),
    `import { appendFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
parentPort.on('message', (job) => { if (job && job.id) { appendFileSync(workerData, job.code + '\\n'); parentPort.postMessage({ id: job.id, html: 'logged:' + job.code }); } });`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// a fresh pool for each test: the pool is one per process
beforeEach(() => {
  vi.resetModules();
});
async function pool() {
  const { useCliBundle } = await import('../../../cli/core/cli-workers.ts');
  useCliBundle(dir);
  return (await import('../../../cli/markdown/highlight-thread.ts')).highlightThreads;
}

describe('a highlight worker started by the launcher', () => {
  it('colours the first blocks, and no other worker starts for them', async () => {
    const threads = await pool();
    threads.adopt(new Worker(path.join(dir, 'early.mjs')));
    expect(await threads.render('a', 'ts', [])).toBe('early:a');
    expect(await threads.render('b', 'ts', [])).toBe('early:b');
    expect(threads.workers).toBe(1);
  });

  it('that ended before it was used is replaced by one the CLI starts', async () => {
    const threads = await pool();
    const early = new Worker(path.join(dir, 'dies.mjs'));
    await once(early, 'exit');
    threads.adopt(early);
    expect(await threads.render('c', 'ts', [])).toBe('started:c');
  });

  it('that ends after it was handed over, before its first block, is replaced as well', async () => {
    const threads = await pool();
    const early = new Worker(path.join(dir, 'dies.mjs'));
    threads.adopt(early);
    await once(early, 'exit');
    expect(await threads.render('d', 'ts', [])).toBe('started:d');
  });
});

describe('releasing the highlight workers once a build has compiled its pages', () => {
  it('ends them, and a block asked for later starts another', async () => {
    const threads = await pool();
    const early = new Worker(path.join(dir, 'early.mjs'));
    threads.adopt(early);
    expect(await threads.render('a', 'ts', [])).toBe('early:a');
    const ended = once(early, 'exit');
    threads.release();
    await ended;
    expect(await threads.render('b', 'ts', [])).toBe('started:b');
    expect(threads.workers).toBe(2);
  });

  it('keeps a worker that still has a block to answer', async () => {
    const threads = await pool();
    threads.adopt(new Worker(path.join(dir, 'early.mjs')));
    const pending = threads.render('c', 'ts', []);
    threads.release();
    expect(await pending).toBe('early:c');
    expect(await threads.render('d', 'ts', [])).toBe('early:d');
  });
});

describe("a build's first blocks", () => {
  /** A site with one block, and a session for it whose colouring worker writes down the blocks it is given. */
  async function session({ keptPages }: { keptPages: boolean }) {
    const site = mkdtempSync(path.join(os.tmpdir(), 'docs-build-early-blocks-'));
    const docs = path.join(site, 'docs');
    mkdirSync(docs);
    writeFileSync(path.join(docs, 'index.md'), '# Home\n\n```ts\nconst early = 1\n```\n');
    const log = path.join(site, 'blocks.log');
    writeFileSync(log, '');
    const threads = await pool();
    threads.adopt(new Worker(path.join(dir, 'logs.mjs'), { workerData: log }));
    const { loadConfig } = await import('../../../cli/foreign/site-config.ts');
    const { createSession } = await import('../../../cli/session/session.ts');
    const { pageCacheDir } = await import('../../../cli/markdown/page-cache.ts');
    const { siteCacheDir } = await import('../../../cli/core/project.ts');
    const config = await loadConfig(docs);
    if (keptPages) mkdirSync(pageCacheDir(siteCacheDir(config.root)), { recursive: true });
    const { createLogger } = await import('../../../cli/diagnostics/logger.ts');
    await createSession({
      config,
      logger: createLogger({ quiet: true }),
      mode: 'build',
      cache: keptPages,
    });
    // the worker answers in order: once this block is back, every block sent before it was written down
    expect(await threads.render('last', 'text', [])).toBe('logged:last');
    const blocks = readFileSync(log, 'utf8').trim().split('\n');
    rmSync(site, { recursive: true, force: true });
    return blocks;
  }

  it('are sent to the colouring worker while the session loads, before the scan', async () => {
    expect(await session({ keptPages: false })).toEqual(['const early = 1', 'last']);
  });

  it('are not, when pages kept from an earlier build will be reused instead', async () => {
    expect(await session({ keptPages: true })).toEqual(['last']);
  });
});

describe('the limits of a highlight worker', () => {
  it('are the same whether the CLI or the launcher starts it', async () => {
    const limitsDir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-worker-limits-'));
    // answers with the young generation it was given
    writeFileSync(
      path.join(limitsDir, 'highlight-worker.mjs'),
      `import { parentPort, resourceLimits } from 'node:worker_threads';
parentPort.on('message', (job) => { if (job && job.id) parentPort.postMessage({ id: job.id, html: String(resourceLimits.maxYoungGenerationSizeMb) }); });`,
    );
    const { useCliBundle } = await import('../../../cli/core/cli-workers.ts');
    useCliBundle(limitsDir);
    const { highlightThreads, HIGHLIGHT_WORKER_LIMITS } =
      await import('../../../cli/markdown/highlight-thread.ts');
    expect(await highlightThreads.render('x', 'ts', [])).toBe(
      String(HIGHLIGHT_WORKER_LIMITS.maxYoungGenerationSizeMb),
    );
    highlightThreads.release();
    const launcher = readFileSync(
      path.resolve(import.meta.dirname, '../../../bin/launch.mjs'),
      'utf8',
    );
    expect(
      Number(/const resourceLimits = \{ maxYoungGenerationSizeMb: (\d+) \}/.exec(launcher)?.[1]),
    ).toBe(HIGHLIGHT_WORKER_LIMITS.maxYoungGenerationSizeMb);
    rmSync(limitsDir, { recursive: true, force: true });
  });
});
