import vm from 'node:vm';

/**
 * A page gets this long for each synchronous stretch of its compile (parsing,
 * the tree transforms, writing HTML). Some inputs make markdown parsers
 * quadratic (a 60 KB paragraph of alternating `*a_` takes micromark two
 * minutes); past the budget the page fails with its name and the rest of the
 * site builds. `DOCS_BUILD_PAGE_TIMEOUT_MS` changes it, for slow machines or
 * for tests.
 */
export const PAGE_TIME_BUDGET_MS = Number(process.env.DOCS_BUILD_PAGE_TIMEOUT_MS) || 10_000;

export class PageTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`compiling this page took longer than ${ms / 1000} s and was stopped`);
    this.name = 'PageTimeoutError';
  }
}

// vm's timeout stops whatever JavaScript runs under it, including functions of
// this realm called from the script. Made on first use: most sites have no page
// long enough to need one
let budgetRunner: { context: { task: null | (() => unknown) }; script: vm.Script } | null = null;

/** Runs `task` synchronously, stopping it once it has run longer than `ms`. */
export function withinTimeBudget<T>(task: () => T, ms = PAGE_TIME_BUDGET_MS): T {
  const { context, script } = (budgetRunner ??= {
    context: vm.createContext({ task: null }) as { task: null | (() => unknown) },
    script: new vm.Script('task()'),
  });
  context.task = task;
  try {
    return script.runInContext(context, { timeout: ms }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new PageTimeoutError(ms);
    throw error;
  } finally {
    context.task = null;
  }
}

/**
 * Where a parser's superlinear corners live: one paragraph, list, table or line
 * (inline syntax is resolved block by block). A page whose every run of
 * non-blank lines is shorter than this parses in well under a second even when
 * built to hurt; only longer ones pay for the budget, whose timer thread is
 * slow to start on a loaded machine.
 */
export const LONG_BLOCK_CHARS = 16_384;
const LONG_PAGE_CHARS = 512 * 1024;

/** Whether compiling `text` could run long enough to need the time budget. */
export function mayRunLong(text: string): boolean {
  if (text.length > LONG_PAGE_CHARS) return true;
  if (text.length <= LONG_BLOCK_CHARS) return false;
  let start = 0;
  for (const blank of text.matchAll(/\n[ \t]*\n/g)) {
    if (blank.index - start > LONG_BLOCK_CHARS) return true;
    start = blank.index + blank[0].length;
  }
  return text.length - start > LONG_BLOCK_CHARS;
}

/**
 * Runs tasks under the time budget when `text` may run long (read once),
 * directly otherwise.
 */
export function guardFor(text: string, ms = PAGE_TIME_BUDGET_MS): <T>(task: () => T) => T {
  return mayRunLong(text) ? (task) => withinTimeBudget(task, ms) : (task) => task();
}
