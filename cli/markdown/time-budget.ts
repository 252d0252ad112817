import vm from 'node:vm';

/**
 * A page gets this long for each synchronous stretch of its compile (parsing, the tree transforms, writing HTML).
 * Some inputs make markdown parsers quadratic (a 60 KB paragraph of alternating `*a_` takes micromark two minutes);
 * past the budget the page fails with its name and the rest of the site builds. `DOCS_BUILD_PAGE_TIMEOUT_MS`
 * changes it, for slow machines or for tests.
 */
export const PAGE_TIME_BUDGET_MS = Number(process.env.DOCS_BUILD_PAGE_TIMEOUT_MS) || 10_000;

export class PageTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`compiling this page took longer than ${ms / 1000} s and was stopped`);
    this.name = 'PageTimeoutError';
  }
}

// vm's timeout stops whatever JavaScript runs under it, including functions of this realm called from the script
const context = vm.createContext({ task: null as null | (() => unknown) });
const script = new vm.Script('task()');

/** Runs `task` synchronously, stopping it once it has run longer than `ms`. */
export function withinTimeBudget<T>(task: () => T, ms = PAGE_TIME_BUDGET_MS): T {
  context.task = task;
  try {
    return script.runInContext(context, { timeout: ms }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PageTimeoutError(ms);
    throw error;
  } finally {
    context.task = null;
  }
}
