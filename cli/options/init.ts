import path from 'node:path';
import { Option, type Command } from 'commander';
import type { StarterLanguages } from '../commands/init.ts';

/** `docs-build init [dir]`. */
export function initCommand(program: Command): void {
  program
    .command('init')
    .argument('[dir]', 'docs folder to create', 'docs')
    .addOption(
      new Option(
        '--lang <languages>',
        'the starter\'s languages: "en,zh" (English and Chinese) or "en"',
      )
        .choices(['en,zh', 'en'])
        .default('en,zh'),
    )
    .description(
      'start a new site (English and Chinese, or English alone with --lang en) in a folder, overwriting nothing; adds docs:* scripts to the package.json here',
    )
    .action(async (dir: string, opts: { lang: StarterLanguages }) => {
      const { init } = await import('../commands/init.ts');
      const { addDocsScripts, nextSteps } = await import('../commands/init-scripts.ts');
      const result = init({ dir, languages: opts.lang });
      const shown = path.relative(process.cwd(), result.root) || '.';
      const scripts = addDocsScripts(result.root);
      console.log(
        [
          `docs-build: created ${result.files.length} files in ${shown}`,
          ...nextSteps(result.root, scripts),
        ].join('\n'),
      );
    });
}
