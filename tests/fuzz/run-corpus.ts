import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../cli/commands/build.ts';
import { UserError, type Diagnostic } from '../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../cli/diagnostics/logger.ts';
import type { FuzzCase } from './mutations.ts';

export type Outcome = 'accepted' | 'clear error' | 'unclear error' | 'crash' | 'slow';

export interface CaseResult {
  case: FuzzCase;
  outcome: Outcome;
  ms: number;
  /** Why the outcome is not acceptable, for the failure message. */
  problem?: string;
  outputChanged: boolean;
}

/** Every file of the output with its size and modification time: a failed build must leave all of them as they were. */
function fingerprint(dir: string): string {
  const rows: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else {
        const s = statSync(full);
        rows.push(`${path.relative(dir, full)} ${s.size} ${s.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return rows.sort().join('\n');
}

const STACK_LINE = /\n\s+at [^\n]+:\d+:\d+/;

/** A clear error names its file, line and column, carries no stack trace and is no internal failure. */
function unclear(list: Diagnostic[]): string | null {
  for (const d of list.filter((x) => x.severity === 'error')) {
    if (d.rule === 'internal') return `internal error: ${d.message}`;
    if (!d.file || d.line === undefined || d.column === undefined)
      return `error without line and column: ${d.file} ${d.message} [${d.rule}]`;
    if (STACK_LINE.test(d.message) || STACK_LINE.test(d.hint ?? ''))
      return `stack trace in: ${d.message}`;
    if (/call stack/i.test(d.message)) return `stack overflow passed on: ${d.message}`;
  }
  return null;
}

/**
 * Builds the site once per case with the case's page in it, in this process (warm caches keep a case to tens of
 * milliseconds when it fails). `timeLimitMs` bounds a case; the page time budget must stop a slow page before it.
 */
export async function runCorpus({
  docs,
  out,
  cases,
  timeLimitMs,
}: {
  docs: string;
  out: string;
  cases: FuzzCase[];
  timeLimitMs: number;
}): Promise<CaseResult[]> {
  const logger = createLogger({ quiet: true });
  const results: CaseResult[] = [];
  await build({ root: docs, out, logger });
  let before = fingerprint(out);
  // builds print their warnings; a corpus of broken pages would flood the test output with them
  const write = process.stderr.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    for (const fuzzCase of cases) {
      const page = path.join(docs, fuzzCase.file);
      writeFileSync(page, fuzzCase.contents);
      const started = performance.now();
      let outcome: Outcome;
      let problem: string | undefined;
      try {
        await build({ root: docs, out, logger });
        outcome = 'accepted';
      } catch (error) {
        problem =
          error instanceof UserError
            ? (unclear(error.diagnostics) ?? undefined)
            : `${(error as Error).stack ?? error}`;
        outcome =
          error instanceof UserError ? (problem ? 'unclear error' : 'clear error') : 'crash';
      }
      const ms = performance.now() - started;
      if (ms > timeLimitMs && outcome !== 'crash') {
        outcome = 'slow';
        problem = `took ${Math.round(ms)} ms`;
      }
      const after = fingerprint(out);
      const outputChanged = outcome !== 'accepted' && after !== before;
      if (outputChanged)
        problem = `${problem ?? ''} a failed build changed the previous output`.trim();
      before = after;
      results.push({ case: fuzzCase, outcome, ms, problem, outputChanged });
      rmSync(page, { force: true });
    }
  } finally {
    process.stderr.write = write;
  }
  return results;
}

/** Cases, and how many ended each way. */
export function summarize(
  results: CaseResult[],
): Record<Outcome | 'cases' | 'output changed', number> {
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  return {
    cases: results.length,
    accepted: count('accepted'),
    'clear error': count('clear error'),
    'unclear error': count('unclear error'),
    crash: count('crash'),
    slow: count('slow'),
    'output changed': results.filter((r) => r.outputChanged).length,
  };
}
