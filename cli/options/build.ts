import path from 'node:path';
import type { Command } from 'commander';
import { createLogger, type Logger } from '../diagnostics/logger.ts';
import type { BuildResult } from '../commands/build.ts';
import { productionMode } from './common.ts';
import { chooseDocsFolder, DOCS_FOLDER_ARGUMENT } from './docs-folder.ts';
import { counted } from '../core/plural.ts';
import { PACKAGE_ROOT } from '../core/package-resolution.ts';
import { COMPRESS_LEVELS } from '../write/compress-level.ts';
import {
  buildRequest,
  rememberBuildLine,
  summaryLine,
  type BuildFlags,
} from './unchanged-build.ts';

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
  if (result.clientOnWorker) logger.info('  client bundle: made on a worker thread');
  if (result.searchOnWorker) logger.info('  search index: made on a worker thread');
  if (result.compressed)
    logger.info(
      `  compressed: ${counted(result.compressed.files, 'file')}, ${result.compressed.onWorker} on a worker thread`,
    );
}

async function runBuild(dir: string | undefined, opts: BuildFlags, command: Command) {
  productionMode();
  const started = performance.now();
  const logger = createLogger();
  const root = chooseDocsFolder(dir, logger);
  const stamps = await import('../write/up-to-date.ts');
  const request = buildRequest(root, opts);
  const { inputs, compared } = stamps.takeStamp(request);
  // nothing the last build read or wrote has changed: its output is this build's, to the byte (the
  // launcher, when it took the stamp, found that something had)
  const unchanged = opts.clean || compared ? null : stamps.unchangedBuild(request, inputs);
  if (unchanged) {
    const ms = Math.round(performance.now() - started);
    return logger.info(
      `${summaryLine(unchanged, ms, request.out)}; nothing changed since the last build`,
    );
  }
  stamps.forgetStamp(request);
  const { build } = await import('../commands/build.ts');
  const result = await build({
    root,
    out: opts.out,
    base: opts.base,
    clean: opts.clean,
    emptyOutDir: opts.emptyOutDir,
    githubPages: opts.githubPages,
    compress: opts.compress,
    logger,
  });
  const summary = {
    pages: result.pages.length,
    pagesPerLocale: result.pagesPerLocale,
    files: result.files,
    bytes: result.bytes,
  };
  // a build that warned says so each time, and one made without the cache leaves none to compare with
  if (!opts.clean && !result.warnings.length) {
    stamps.keepStamp(request, {
      inputs,
      extra: readBesides(result, root),
      summary,
      output: result.outputFiles,
    });
    // the launcher's own check, next time the same line is run (unchanged-build.ts)
    const words = parsedLine(command);
    if (words) rememberBuildLine(words, { dir, opts });
  }
  logger.info(summaryLine(summary, result.ms, result.out));
  if (opts.timings) printTimings(logger, result);
}

/**
 * What a build read outside its docs folder: the static files, files its pages include, and the config's and
 * components' code (but the toolchain's own and installed packages, which the toolchain key covers).
 */
function readBesides(result: BuildResult, root: string) {
  const within = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');
  const inside = (file: string) => within(root, file);
  const toolchain = (file: string) =>
    within(PACKAGE_ROOT, file) || file.split(path.sep).includes('node_modules');
  const files = new Set([
    ...result.pages.flatMap((page) => page.compiled.dependencies),
    ...result.siteCode.filter((file) => !toolchain(file)),
  ]);
  return {
    folders: [result.publicDir].filter((dir) => !inside(dir)),
    files: [...files].filter((file) => !inside(file)).sort(),
  };
}

/**
 * The words of the command line the program parsed, after node's and the launcher's names: commander
 * keeps them (`rawArgs`) though its types do not say so.
 */
function parsedLine(command: Command): string[] | undefined {
  const raw = (command.parent as { rawArgs?: unknown } | null)?.rawArgs;
  return Array.isArray(raw) ? raw.slice(2).map(String) : undefined;
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
    .addOption(
      program
        .createOption(
          '--compress <level>',
          'how hard to compress the .gz/.br copies: standard, or max (smallest, many times the CPU)',
        )
        .choices(COMPRESS_LEVELS),
    )
    .option(
      '--no-compress',
      'write no .gz/.br copies beside the text files, for hosts that compress as they serve',
    )
    .description('build the static site')
    .action(runBuild);
}
