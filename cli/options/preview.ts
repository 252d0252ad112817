import path from 'node:path';
import type { Command } from 'commander';
import { createLogger } from '../diagnostics/logger.ts';
import { port } from './common.ts';

/** `docs-build preview [dir]`. */
export function previewCommand(program: Command): void {
  program
    .command('preview')
    .argument('[dir]', 'docs folder whose build to serve', 'docs')
    .option('--out <dir>', 'built folder (default: dist next to the docs folder)')
    .option('--port <port>', 'port', port, 4173)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--strict-port', 'fail when the port is in use instead of trying the next one')
    .option('--base <path>', 'base path the site was built for', '/')
    .description('serve the built site as a static host would')
    .action(
      async (
        dir: string,
        opts: {
          out?: string;
          port: number;
          host: string;
          base: string;
          strictPort?: boolean;
        },
      ) => {
        const { preview } = await import('../commands/preview.ts');
        const out = path.resolve(opts.out ?? path.join(path.resolve(dir), '..', 'dist'));
        await preview({
          dir: out,
          port: opts.port,
          host: opts.host,
          strictPort: opts.strictPort,
          base: opts.base.endsWith('/') ? opts.base : `${opts.base}/`,
          logger: createLogger(),
        });
      },
    );
}
