import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../e2e/fixture-copy.ts';
import { fuzzCases, MUTATION_NAMES } from './mutations.ts';

// a slow page is stopped after 2 s here (10 s by default), so the corpus stays within the suite's time
process.env.DOCS_BUILD_PAGE_TIMEOUT_MS ??= '2000';
const { runCorpus, summarize } = await import('./run-corpus.ts');

const SEED = 20261124;
// about four cases a mutation keeps every mutation in play within the suite's time; FUZZ_CASES asks for more
const COUNT = Number(process.env.FUZZ_CASES ?? 120);
const work = copyFixture(path.resolve('tests/fixtures/site'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a seeded corpus of broken and hostile pages', () => {
  it(
    'ends every case in time, with a clear error or a built site, and never touches the previous output on failure',
    { timeout: 300_000 },
    async () => {
      const cases = fuzzCases(SEED, COUNT);
      expect(new Set(cases.map((c) => c.mutation.split(' + ')[0])).size).toBe(
        MUTATION_NAMES.length,
      );
      const results = await runCorpus({
        docs: path.join(work, 'docs'),
        out: path.join(work, 'dist'),
        cases,
        timeLimitMs: 15_000,
      });
      const bad = results
        .filter((r) => r.problem)
        .map((r) => `#${r.case.id} ${r.case.mutation}: ${r.outcome}: ${r.problem?.slice(0, 300)}`);
      expect(bad).toEqual([]);
      // a YAML tag is never taken as the text of a value
      const tagged = results.filter((r) => r.case.mutation === 'YAML tag');
      expect(tagged.filter((r) => r.outcome === 'accepted').map((r) => r.case.id)).toEqual([]);
      const figures = summarize(results);
      expect(figures.crash + figures.slow + figures['unclear error']).toBe(0);
      // the corpus must exercise both sides: pages that build and pages that are refused
      expect(figures.accepted).toBeGreaterThan(10);
      expect(figures['clear error']).toBeGreaterThan(COUNT / 4);
    },
  );
});
