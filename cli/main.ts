import { readFileSync, rmSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import * as z from 'zod';
import { UserError } from './diagnostics/diagnostic.ts';
import { createLogger } from './diagnostics/logger.ts';
import { printDiagnostics } from './diagnostics/reporter.ts';
import { useCliBundle } from './core/cli-workers.ts';
import { highlightThreads } from './markdown/highlight-thread.ts';
import { siteCacheDir } from './core/project.ts';

/**
 * zod compiles each object schema to a function on its first parse (`new Function`), which V8 compiles again in
 * every run, since the CLI's code cache cannot hold it: a run parses a config and a few hundred front matters,
 * which its interpreter does in a third of the time (the same results).
 */
z.config({ jitless: true });

const port = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InvalidArgumentError('a port is a number from 0 to 65535');
  return n;
};

function formatBytes(n: number): string {
  return n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(0)} KB`;
}

/** React and other libraries skip their development checks; set before any of them loads. */
function productionMode() {
  process.env.NODE_ENV ??= 'production';
}

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
  program
    .command('build')
    .argument('[dir]', 'docs folder', 'docs')
    .option('--out <dir>', 'output folder (default: dist next to the docs folder)')
    .option('--base <path>', 'base path the site is served under', undefined)
    .option(
      '--empty-out-dir',
      'replace the output folder even if docs-build did not write it (never the docs or the project)',
    )
    .option('--clean', 'ignore caches from earlier builds')
    .option('--timings', 'print the time each stage took')
    .option(
      '--github-pages',
      'also write .nojekyll and a CNAME with the configured hostname, for GitHub Pages',
    )
    .option(
      '--no-compress',
      'write no .gz/.br copies beside the text files, for hosts that compress as they serve',
    )
    .description('build the static site')
    .action(
      async (
        dir: string,
        opts: {
          out?: string;
          base?: string;
          clean?: boolean;
          emptyOutDir?: boolean;
          timings?: boolean;
          githubPages?: boolean;
          compress?: boolean;
        },
      ) => {
        productionMode();
        const { build } = await import('./commands/build.ts');
        const logger = createLogger();
        const result = await build({
          root: dir,
          out: opts.out,
          base: opts.base,
          clean: opts.clean,
          emptyOutDir: opts.emptyOutDir,
          githubPages: opts.githubPages,
          compress: opts.compress,
          logger,
        });
        const locales = Object.entries(result.pagesPerLocale)
          .map(([l, n]) => `${n} ${l}`)
          .join(', ');
        logger.info(
          `docs-build: built ${result.pages.length} pages (${locales}) in ${result.ms} ms → ${path.relative(process.cwd(), result.out) || '.'} (${result.files} files, ${formatBytes(result.bytes)})`,
        );
        if (opts.timings) {
          logger.info(
            Object.entries(result.stages)
              .map(([k, v]) => `  ${k}: ${v} ms`)
              .join('\n'),
          );
          const { blocks, workers } = result.highlighted;
          logger.info(
            `  highlighted: ${blocks} code blocks ${workers ? `on ${workers} worker thread${workers > 1 ? 's' : ''}` : 'on the main thread'}`,
          );
          if (result.searchOnWorker) logger.info('  search index: made on a worker thread');
          if (result.compressed)
            logger.info(
              `  compressed: ${result.compressed.files} files, ${result.compressed.onWorker} on a worker thread`,
            );
        }
      },
    );
  program
    .command('preview')
    .argument('[dir]', 'docs folder whose build to serve', 'docs')
    .option('--out <dir>', 'built folder (default: dist next to the docs folder)')
    .option('--port <port>', 'port', port, 4173)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--base <path>', 'base path the site was built for', '/')
    .description('serve the built site as a static host would')
    .action(
      async (dir: string, opts: { out?: string; port: number; host: string; base: string }) => {
        const { preview } = await import('./commands/preview.ts');
        const out = path.resolve(opts.out ?? path.join(path.resolve(dir), '..', 'dist'));
        await preview({
          dir: out,
          port: opts.port,
          host: opts.host,
          base: opts.base.endsWith('/') ? opts.base : `${opts.base}/`,
          logger: createLogger(),
        });
      },
    );
  program
    .command('dev')
    .argument('[dir]', 'docs folder', 'docs')
    .option('--port <port>', 'port', port, 5173)
    .option('--host <host>', 'host to listen on (only 127.0.0.1 unless you ask)', '127.0.0.1')
    .option('--open', 'open the site in a browser')
    .description('serve the site with live updates while you edit')
    .action(async (dir: string, opts: { port: number; host: string; open?: boolean }) => {
      const { dev } = await import('./commands/dev.ts');
      await dev({
        root: dir,
        port: opts.port,
        host: opts.host,
        open: opts.open,
        logger: createLogger(),
      });
    });
  program
    .command('check')
    .argument('[dir]', 'docs folder', 'docs')
    .option('--json', 'print the findings as JSON')
    .option(
      '--strict-slugs',
      'also report headings whose anchors repeat on a page (renamed `-1`, `-2` …)',
    )
    .description(
      'check links, anchors, translations, sidebars, images and front matter without writing output',
    )
    .action(async (dir: string, opts: { json?: boolean; strictSlugs?: boolean }) => {
      productionMode();
      const { check } = await import('./commands/check.ts');
      const logger = createLogger({ quiet: Boolean(opts.json) });
      const result = await check({ root: dir, logger, strictSlugs: opts.strictSlugs });
      if (opts.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      else {
        printDiagnostics(result.diagnostics);
        logger.info(
          `docs-build check: ${result.pages} pages, ${result.errors} errors, ${result.warnings} warnings (${result.ms} ms)`,
        );
      }
      if (result.errors) process.exitCode = 1;
    });
  program
    .command('init')
    .argument('[dir]', 'docs folder to create', 'docs')
    .description(
      'start a new bilingual site (English and Chinese) in a folder, overwriting nothing',
    )
    .action(async (dir: string) => {
      const { init } = await import('./commands/init.ts');
      const result = init({ dir });
      const shown = path.relative(process.cwd(), result.root) || '.';
      console.log(
        [
          `docs-build: created ${result.files.length} files in ${shown}`,
          '',
          'Next:',
          `  docs-build dev ${shown}      write with a live preview`,
          `  docs-build check ${shown}    links, translations and front matter`,
          `  docs-build build ${shown}    the static site, in ${path.relative(process.cwd(), path.join(result.root, '..', 'dist')) || '.'}`,
        ].join('\n'),
      );
    });
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
  }: { bundleDir?: string | null; highlightWorker?: Worker | null } = {},
): Promise<void> {
  useCliBundle(bundleDir);
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
