import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { JobTimeoutError, WorkerDiedError, WorkerPool } from '../../../cli/core/worker-pool.ts';

const file = new URL('../../fixtures/workers/pool-jobs.mjs', import.meta.url);

function pool(budgetMs = 60_000, answerAfterMs = 0) {
  return new WorkerPool({
    file,
    size: 2,
    budgetMs,
    setup: () => ({ prefix: 'page:' }),
    answer: async (request) => {
      await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
      return String(request).toUpperCase();
    },
  });
}

describe('the worker pool', () => {
  it('gives each job its own result, in the order asked, whatever order they finish in', async () => {
    const jobs = pool();
    try {
      const waits = [60, 0, 30, 0, 45, 5];
      const results = await Promise.all(
        waits.map((wait, value) => jobs.run<string>({ value, wait })),
      );
      expect(results).toEqual(waits.map((_, value) => `page:${value}`));
      // a worker's question is answered by the pool's thread
      expect(await jobs.run({ ask: 'colours' })).toBe('page:COLOURS');
    } finally {
      jobs.close();
    }
  }, 30_000);

  it('tells a job that ended its worker from one that failed, and replaces the worker', async () => {
    const jobs = pool();
    try {
      await expect(jobs.run({ exit: true })).rejects.toBeInstanceOf(WorkerDiedError);
      expect(await Promise.all([1, 2, 3].map((value) => jobs.run({ value })))).toEqual([
        'page:1',
        'page:2',
        'page:3',
      ]);
    } finally {
      jobs.close();
    }
  }, 30_000);

  it('reports a failing job with its file, and the next jobs still run', async () => {
    const jobs = pool();
    try {
      const failed = jobs.run({ fail: 'the parser gave up', file: 'docs/guide/bad.md' });
      await expect(failed).rejects.toMatchObject({
        message: 'the parser gave up',
        file: 'docs/guide/bad.md',
      });
      expect(await jobs.run({ value: 'next' })).toBe('page:next');
    } finally {
      jobs.close();
    }
  }, 30_000);

  it('ends a job that never finishes at the budget while the other jobs complete', async () => {
    const jobs = pool(3_000);
    try {
      // both workers started and set up, so the budget is the job's own
      await Promise.all([jobs.run({ value: 1, wait: 50 }), jobs.run({ value: 2, wait: 50 })]);
      const stuck = jobs.run({ spin: true });
      stuck.catch(() => undefined);
      const others = await Promise.all(
        Array.from({ length: 8 }, (_, value) => jobs.run<string>({ value })),
      );
      expect(others).toEqual(Array.from({ length: 8 }, (_, value) => `page:${value}`));
      // the others were done while the stuck one still ran
      expect(jobs.busy).toBe(1);
      await expect(stuck).rejects.toBeInstanceOf(JobTimeoutError);
      // its worker was replaced: the pool still has two
      const after = await Promise.all([jobs.run({ value: 'a' }), jobs.run({ value: 'b' })]);
      expect(after).toEqual(['page:a', 'page:b']);
    } finally {
      jobs.close();
    }
  }, 30_000);

  it('hands a worker its next job ahead, so it starts it while this thread is busy', async () => {
    const jobs = new WorkerPool({
      file,
      size: 1,
      budgetMs: 2_000,
      setup: () => ({ prefix: 'page:' }),
      depth: 2,
    });
    try {
      await jobs.run({ value: 'set up' });
      const first = jobs.run({ value: 1, wait: 50 });
      const second = jobs.run<number>({ stamp: true });
      // this thread parses a page of its own meanwhile, reading no message of the worker's
      const busyUntil = performance.timeOrigin + performance.now() + 800;
      while (performance.timeOrigin + performance.now() < busyUntil);
      expect(await first).toBe('page:1');
      expect(await second).toBeLessThan(busyUntil);
      // a job handed ahead to a worker that is then ended at the budget runs on its replacement
      const stuck = jobs.run({ spin: true });
      stuck.catch(() => undefined);
      const behind = jobs.run({ value: 'behind' });
      await expect(stuck).rejects.toBeInstanceOf(JobTimeoutError);
      expect(await behind).toBe('page:behind');
    } finally {
      jobs.close();
    }
  }, 30_000);

  it('does not count the time a job waits for answers against its budget', async () => {
    const jobs = pool(1_000, 1_500);
    try {
      expect(await jobs.run({ ask: 'slow colours' })).toBe('page:SLOW COLOURS');
    } finally {
      jobs.close();
    }
  }, 30_000);

  it('asks an idle worker to end itself when closed, so its exit handlers run (a code cache is kept in one)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-pool-'));
    const exitFile = path.join(dir, 'exit');
    const jobs = new WorkerPool({
      file,
      size: 1,
      budgetMs: 60_000,
      setup: () => ({ prefix: 'p:', exitFile }),
    });
    try {
      expect(await jobs.run({ value: 1 })).toBe('p:1');
      jobs.close();
      await vi.waitFor(() => expect(readFileSync(exitFile, 'utf8')).toBe('ended after p:'), {
        timeout: 10_000,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
