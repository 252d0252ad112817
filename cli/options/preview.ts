import path from 'node:path';
import type { Command } from 'commander';
import { defaultOutDir } from '../core/project.ts';
import { createLogger } from '../diagnostics/logger.ts';
import { port } from './common.ts';
import { chooseDocsFolder, DOCS_FOLDER_ARGUMENT } from './docs-folder.ts';

interface PreviewFlags {
  out?: string;
  port: number;
  host: string;
  base: string;
  strictPort?: boolean;
}

/** `docs-build preview [dir]`. */
export function previewCommand(program: Command): void {
  program
    .command('preview')
    .argument('[dir]', `${DOCS_FOLDER_ARGUMENT}, whose build to serve`)
    .option(
      '--out <dir>',
      'built folder (default: where build writes: dist beside the docs folder, or _site inside it)',
    )
    .option('--port <port>', 'port', port, 4173)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--strict-port', 'fail when the port is in use instead of trying the next one')
    .option('--base <path>', 'base path the site was built for', '/')
    .description('serve the built site as a static host would')
    .action(async (dir: string | undefined, opts: PreviewFlags) => {
      const { preview } = await import('../commands/preview.ts');
      const logger = createLogger();
      const docs = chooseDocsFolder(dir, logger);
      await preview({
        dir: path.resolve(opts.out ?? defaultOutDir(docs)),
        // with --out the docs folder is not read; without it, the build is found beside it
        docs: opts.out === undefined ? docs : undefined,
        port: opts.port,
        host: opts.host,
        strictPort: opts.strictPort,
        base: opts.base.endsWith('/') ? opts.base : `${opts.base}/`,
        logger,
      });
    });
}
