import { readFileSync, rmSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { Command } from 'commander';
import * as z from 'zod';
import { UserError } from './diagnostics/diagnostic.ts';
import { createLogger } from './diagnostics/logger.ts';
import { printDiagnostics } from './diagnostics/reporter.ts';
import { useCliBundle } from './core/cli-workers.ts';
import { highlightThreads } from './markdown/highlight-thread.ts';
import { siteCacheDir } from './core/project.ts';
import { offerInputStamp, type TakenStamp } from './write/up-to-date.ts';
import { buildCommand } from './options/build.ts';
import { checkCommand } from './options/check.ts';
import { productionMode } from './options/common.ts';
import { devCommand } from './options/dev.ts';
import { initCommand } from './options/init.ts';
import { previewCommand } from './options/preview.ts';

/**
 * zod compiles each object schema to a function on its first parse (`new Function`), which V8 compiles again in
 * every run, since the CLI's code cache cannot hold it: a run parses a config and a few hundred front matters,
 * which its interpreter does in a third of the time (the same results).
 */
z.config({ jitless: true });

/** The installed version, for bug reports and scripts that need a minimum one. */
function packageVersion(): string {
  return (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
}

export function createProgram(): Command {
  const program = new Command('docs-build')
    .description('Build, serve and check a documentation site')
    .showHelpAfterError()
    .version(packageVersion(), '-v, --version', 'print the installed version');
  // one module per command: its options, and its action, which loads the command only when it runs
  for (const add of [buildCommand, previewCommand, devCommand, checkCommand, initCommand])
    add(program);
  return program;
}

/** A server that could not listen: a busy or privileged port is the user's to change, not a crash. */
function isListenError(
  error: unknown,
): error is NodeJS.ErrnoException & { address: string; port: number } {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return (
    (code === 'EADDRINUSE' || code === 'EACCES') &&
    (error as { syscall?: string }).syscall === 'listen'
  );
}

/** Runs the CLI; a user mistake prints `file:line:col` diagnostics and exits 1, never a bare stack trace. */
export async function run(
  argv: string[],
  {
    bundleDir = null,
    highlightWorker = null,
    taken = null,
  }: {
    bundleDir?: string | null;
    highlightWorker?: Worker | null;
    /** The input stamp the launcher took of a build it could not answer. */
    taken?: TakenStamp | null;
  } = {},
): Promise<void> {
  useCliBundle(bundleDir);
  offerInputStamp(taken);
  if (highlightWorker) highlightThreads.adopt(highlightWorker);
  try {
    await createProgram().parseAsync(argv);
  } catch (error) {
    if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
    if (error instanceof UserError) {
      printDiagnostics(error.diagnostics);
      const errors = error.diagnostics.filter((d) => d.severity === 'error').length;
      console.error(`docs-build: ${errors} error${errors === 1 ? '' : 's'}; nothing was written`);
    } else if (isListenError(error)) {
      const problem =
        error.code === 'EADDRINUSE' ? 'is already in use' : 'may not be used by this user';
      console.error(
        `docs-build: ${error.address}:${error.port} ${problem}; choose another with --port, or stop the program that holds it`,
      );
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

/**
 * One quiet build as `docs-build build` runs it (production React, this bundle's workers), returning its figures:
 * for the bench, which measures the bundled CLI users run rather than the TypeScript sources.
 */
export async function benchBuild(
  options: { root: string; out: string; cold: boolean },
  { bundleDir = null }: { bundleDir?: string | null } = {},
) {
  useCliBundle(bundleDir);
  productionMode();
  // cold: as on a fresh clone, with no cache of any kind (the server bundle and config included)
  if (options.cold) rmSync(siteCacheDir(options.root), { recursive: true, force: true });
  const { build } = await import('./commands/build.ts');
  return build({ root: options.root, out: options.out, logger: createLogger({ quiet: true }) });
}
