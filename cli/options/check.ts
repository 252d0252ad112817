import type { Command } from 'commander';
import { createLogger } from '../diagnostics/logger.ts';
import { printDiagnostics } from '../diagnostics/reporter.ts';
import { productionMode } from './common.ts';
import { chooseDocsFolder, DOCS_FOLDER_ARGUMENT } from './docs-folder.ts';
import { counted } from '../core/plural.ts';

/** `docs-build check [dir]`. */
export function checkCommand(program: Command): void {
  program
    .command('check')
    .argument('[dir]', DOCS_FOLDER_ARGUMENT)
    .option('--json', 'print the findings as JSON')
    .option(
      '--strict-slugs',
      'also report headings whose anchors repeat on a page (renamed `-1`, `-2` …)',
    )
    .option(
      '--translations',
      "print each locale's translations as a table: up to date, outdated, missing",
    )
    .description(
      'check links, anchors, translations, sidebars, images and front matter without writing output',
    )
    .action(
      async (
        dir: string | undefined,
        opts: { json?: boolean; strictSlugs?: boolean; translations?: boolean },
      ) => {
        productionMode();
        const { check } = await import('../commands/check.ts');
        const logger = createLogger({ quiet: Boolean(opts.json) });
        const result = await check({
          root: chooseDocsFolder(dir, logger),
          logger,
          strictSlugs: opts.strictSlugs,
        });
        if (opts.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
        else {
          printDiagnostics(result.diagnostics);
          if (opts.translations) {
            const { translationTable } = await import('../check/translation-report.ts');
            process.stdout.write(translationTable(result.translations));
          }
          logger.info(
            `docs-build check: ${counted(result.pages, 'page')}, ${counted(result.errors, 'error')}, ${counted(result.warnings, 'warning')} (${result.ms} ms)`,
          );
        }
        if (result.errors) process.exitCode = 1;
      },
    );
}
