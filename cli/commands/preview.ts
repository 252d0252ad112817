import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Logger } from '../diagnostics/logger.ts';
import { UserError } from '../diagnostics/diagnostic.ts';
import { serveStatic } from '../hosting/static-files.ts';
import { baseOptionProblem } from '../config/base-path.ts';

/** `docs-build preview`: serves the built output on 127.0.0.1 exactly as a static host would. */
export async function preview({
  dir,
  port,
  host,
  base,
  logger,
}: {
  dir: string;
  port?: number;
  host?: string;
  base?: string;
  logger: Logger;
}): Promise<Server> {
  const badBase = base === undefined ? null : baseOptionProblem(base);
  if (badBase) throw new UserError([badBase]);
  if (!existsSync(path.join(dir, 'index.html'))) {
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
  const server = await serveStatic(dir, { port, host, base });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  logger.info(
    `docs-build: serving ${path.relative(process.cwd(), dir) || '.'} at http://${host ?? '127.0.0.1'}:${actualPort}${base ?? '/'}`,
  );
  return server;
}
