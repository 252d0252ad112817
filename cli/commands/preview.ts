import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Logger } from '../diagnostics/logger.ts';
import { UserError } from '../diagnostics/diagnostic.ts';
import { staticServer } from '../hosting/static-files.ts';
import { listenOnFreePort, movedPortNote } from '../core/listen.ts';
import { baseOptionProblem } from '../config/base-path.ts';

export interface PreviewOptions {
  dir: string;
  /** The docs folder the user named, when the output was found beside it: it must exist. */
  docs?: string;
  port?: number;
  host?: string;
  base?: string;
  /** Fail on a busy port instead of moving to the next free one. */
  strictPort?: boolean;
  logger: Logger;
}

/** `docs-build preview`: serves the built output on 127.0.0.1 exactly as a static host would. */
export async function preview(options: PreviewOptions): Promise<Server> {
  const { dir, host = '127.0.0.1', base = '/', logger } = options;
  const badBase = options.base === undefined ? null : baseOptionProblem(options.base);
  if (badBase) throw new UserError([badBase]);
  checkFolders(options);
  const server = staticServer(dir, base);
  const listening = await listenOnFreePort(server, {
    port: options.port ?? 4173,
    host,
    strictPort: options.strictPort,
  });
  const moved = movedPortNote(listening);
  if (moved) logger.warn(`docs-build preview: ${moved}`);
  logger.info(
    `docs-build: serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${listening.port}${base}`,
  );
  return server;
}

/** A docs folder that is not there would otherwise serve whatever `dist` sits in the current folder. */
function checkFolders({ dir, docs }: PreviewOptions): void {
  if (docs !== undefined && !existsSync(docs))
    throw new UserError([
      {
        severity: 'error',
        file: docs,
        message: `no folder ${docs}: preview serves the build of a docs folder, found beside it`,
        rule: 'preview/missing',
        hint: 'name the docs folder you built (`docs-build preview docs`), or the built folder with --out',
      },
    ]);
  if (!existsSync(path.join(dir, 'index.html')))
    throw new UserError([
      {
        severity: 'error',
        file: dir,
        message: 'no built site here',
        rule: 'preview/missing',
        hint: 'run `docs-build build` first',
      },
    ]);
}
