import path from 'node:path';
import type { Command } from 'commander';
import { createLogger, type Logger } from '../diagnostics/logger.ts';
import type { BuildResult } from '../commands/build.ts';
import { productionMode } from './common.ts';
import { chooseDocsFolder, DOCS_FOLDER_ARGUMENT } from './docs-folder.ts';
import { counted } from '../core/plural.ts';

interface BuildFlags {
  out?: string;
  base?: string;
  clean?: boolean;
  emptyOutDir?: boolean;
  timings?: boolean;
  githubPages?: boolean;
  compress?: boolean;
}

function formatBytes(n: number): string {
  return n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(0)} KB`;
}

/** `--timings`: each stage's time, and where the heavy work ran. */
function printTimings(logger: Logger, result: BuildResult) {
  logger.info(
    Object.entries(result.stages)
      .map(([k, v]) => `  ${k}: ${v} ms`)
      .join('\n'),
  );
  const { blocks, workers } = result.highlighted;
  logger.info(
    `  highlighted: ${counted(blocks, 'code block')} ${workers ? `on ${workers} worker thread${workers > 1 ? 's' : ''}` : 'on the main thread'}`,
  );
  if (result.searchOnWorker) logger.info('  search index: made on a worker thread');
  if (result.compressed)
    logger.info(
      `  compressed: ${counted(result.compressed.files, 'file')}, ${result.compressed.onWorker} on a worker thread`,
    );
}

async function runBuild(dir: string | undefined, opts: BuildFlags) {
  productionMode();
  const { build } = await import('../commands/build.ts');
  const logger = createLogger();
  const result = await build({
    root: chooseDocsFolder(dir, logger),
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
    `docs-build: built ${counted(result.pages.length, 'page')} (${locales}) in ${result.ms} ms → ${path.relative(process.cwd(), result.out) || '.'} (${counted(result.files, 'file')}, ${formatBytes(result.bytes)})`,
  );
  if (opts.timings) printTimings(logger, result);
}

/** `docs-build build [dir]`. */
export function buildCommand(program: Command): void {
  program
    .command('build')
    .argument('[dir]', DOCS_FOLDER_ARGUMENT)
    .option(
      '--out <dir>',
      'output folder (default: dist beside the docs folder, or _site inside it when it is the current folder or a project)',
    )
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
    .action(runBuild);
}
