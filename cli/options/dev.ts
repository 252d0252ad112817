import type { Command } from 'commander';
import { createLogger } from '../diagnostics/logger.ts';
import { port } from './common.ts';
import { chooseDocsFolder, DOCS_FOLDER_ARGUMENT } from './docs-folder.ts';

interface DevFlags {
  port: number;
  host: string;
  open?: boolean;
  strictPort?: boolean;
}

/** `docs-build dev [dir]`. */
export function devCommand(program: Command): void {
  program
    .command('dev')
    .argument('[dir]', DOCS_FOLDER_ARGUMENT)
    .option('--port <port>', 'port', port, 5173)
    .option('--host <host>', 'host to listen on (only 127.0.0.1 unless you ask)', '127.0.0.1')
    .option('--strict-port', 'fail when the port is in use instead of trying the next one')
    .option('--open', 'open the site in a browser')
    .description('serve the site with live updates while you edit')
    .action(async (dir: string | undefined, opts: DevFlags) => {
      const { dev } = await import('../commands/dev.ts');
      const logger = createLogger();
      await dev({
        root: chooseDocsFolder(dir, logger),
        port: opts.port,
        host: opts.host,
        strictPort: opts.strictPort,
        open: opts.open,
        logger,
      });
    });
}
