// Runs the seeded corpus of broken and hostile pages against the fixture site and prints its figures:
//   node --import tsx scripts/fuzz.ts [--seed N] [--cases N]
// The test suite runs 200 cases of the same corpus; this prints how every case ended, by mutation.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyFixture } from '../tests/e2e/fixture-copy.ts';
import { fuzzCases } from '../tests/fuzz/mutations.ts';

process.env.DOCS_BUILD_PAGE_TIMEOUT_MS ??= '2000';
const { runCorpus, summarize } = await import('../tests/fuzz/run-corpus.ts');
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '20261124' },
    cases: { type: 'string', default: '400' },
  },
});

const work = copyFixture(path.resolve('tests/fixtures/site'));
try {
  const cases = fuzzCases(Number(values.seed), Number(values.cases));
  const results = await runCorpus({
    docs: path.join(work, 'docs'),
    out: path.join(work, 'dist'),
    cases,
    timeLimitMs: 15_000,
  });
  const byMutation = new Map<
    string,
    { n: number; accepted: number; errors: number; worstMs: number }
  >();
  for (const r of results) {
    const key = r.case.mutation.split(' + ')[0];
    const row = byMutation.get(key) ?? { n: 0, accepted: 0, errors: 0, worstMs: 0 };
    row.n += 1;
    if (r.outcome === 'accepted') row.accepted += 1;
    else if (r.outcome === 'clear error') row.errors += 1;
    row.worstMs = Math.max(row.worstMs, Math.round(r.ms));
    byMutation.set(key, row);
  }
  console.table(Object.fromEntries(byMutation));
  for (const r of results.filter((x) => x.problem))
    console.log(`#${r.case.id} ${r.case.mutation}: ${r.outcome}: ${r.problem}`);
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log({
    seed: Number(values.seed),
    ...summarize(results),
    'median ms': Math.round(ms[ms.length >> 1]),
    'max ms': Math.round(ms[ms.length - 1]),
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
