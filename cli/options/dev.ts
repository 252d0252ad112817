import type { Command } from 'commander';
import { createLogger } from '../diagnostics/logger.ts';
import { port } from './common.ts';

/** `docs-build dev [dir]`. */
export function devCommand(program: Command): void {
  program
    .command('dev')
    .argument('[dir]', 'docs folder', 'docs')
    .option('--port <port>', 'port', port, 5173)
    .option('--host <host>', 'host to listen on (only 127.0.0.1 unless you ask)', '127.0.0.1')
    .option('--strict-port', 'fail when the port is in use instead of trying the next one')
    .option('--open', 'open the site in a browser')
    .description('serve the site with live updates while you edit')
    .action(
      async (
        dir: string,
        opts: { port: number; host: string; open?: boolean; strictPort?: boolean },
      ) => {
        const { dev } = await import('../commands/dev.ts');
        await dev({
          root: dir,
          port: opts.port,
          host: opts.host,
          strictPort: opts.strictPort,
          open: opts.open,
          logger: createLogger(),
        });
      },
    );
}
