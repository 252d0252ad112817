import path from 'node:path';
import type { Command } from 'commander';

/** `docs-build init [dir]`. */
export function initCommand(program: Command): void {
  program
    .command('init')
    .argument('[dir]', 'docs folder to create', 'docs')
    .description(
      'start a new bilingual site (English and Chinese) in a folder, overwriting nothing',
    )
    .action(async (dir: string) => {
      const { init } = await import('../commands/init.ts');
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
}
