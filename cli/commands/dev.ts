import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Logger } from '../diagnostics/logger.ts';
import { listenOnFreePort, movedPortNote, type ListenOptions } from '../core/listen.ts';
import { report, watchSite } from '../dev/changes.ts';
import { DevClient } from '../dev/dev-client.ts';
import { DevSite } from '../dev/dev-site.ts';
import { LiveChannel } from '../dev/live.ts';
import { createDevServer } from '../dev/server.ts';
import { counted } from '../core/plural.ts';

export interface DevOptions {
  root: string;
  port?: number;
  host?: string;
  /** Fail on a busy port instead of moving to the next free one. */
  strictPort?: boolean;
  open?: boolean;
  logger: Logger;
  /** Compile every page in the background once serving (off in tests that measure single pages). */
  warm?: boolean;
}

export interface DevHandle {
  url: string;
  server: Server;
  site: DevSite;
  close(): Promise<void>;
}

/**
 * `docs-build dev`: 1. scan the site, 2. build the client in the background, 3. serve pages
 * compiled on request, 4. warm the remaining pages, 5. on each batch of file changes rebuild only
 * what it touches and tell the browser.
 */
export async function dev(options: DevOptions): Promise<DevHandle> {
  const { logger } = options;
  const started = performance.now();
  // 1. scan the site
  const site = new DevSite(options.root, logger);
  await site.start();
  // 2. build the client in the background
  const client = new DevClient(site);
  // 3. serve pages compiled on request
  const live = new LiveChannel();
  const host = options.host ?? '127.0.0.1';
  const server = createDevServer({
    site,
    live,
    client: () => client.current,
    clientNow: () => client.now(),
    host,
  });
  const url = await listen(server, live, {
    host,
    port: options.port ?? 5173,
    strictPort: options.strictPort,
    base: site.config.base,
    logger,
  });
  logger.info(
    `docs-build dev: ${counted(site.allRoutes().length, 'page')}, serving at ${url} (ready in ${Math.round(performance.now() - started)} ms)`,
  );
  if (site.scanDiagnostics.length) report(logger, site.scanDiagnostics);
  if (!site.allRoutes().length) warnNoPages(logger, site.config.root);
  // 4. warm the remaining pages
  let closed = false;
  if (options.warm !== false) warmInBackground(site, client.current, logger, () => closed);
  // 5. on each batch of file changes, rebuild only what it touches and tell the browser
  const watcher = await watchSite({ site, live, client, logger, failing: new Set() });
  if (options.open) openBrowser(url);
  return {
    url,
    server,
    site,
    close: async () => {
      closed = true;
      live.close();
      site.pages?.close();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // a page's keep-alive connection, or a request waiting for a compile, must not hold the
      // server open
      server.closeAllConnections();
      await Promise.all([watcher.close(), stopped]);
    },
  };
}

/** Listens (on the next free port when the one asked for is busy), and answers the URL the site is served at. */
async function listen(
  server: Server,
  live: LiveChannel,
  options: ListenOptions & { base: string; logger: Logger },
): Promise<string> {
  const listening = await listenOnFreePort(server, options).catch((error: unknown) => {
    live.close(); // its keep-alive timer would hold the process open after the error is reported
    throw error;
  });
  const moved = movedPortNote(listening);
  if (moved) options.logger.warn(`docs-build dev: ${moved}`);
  const { host } = options;
  return `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}${options.base}`;
}

/** Once the client is built, every page not yet requested compiles while the server is idle. */
function warmInBackground(
  site: DevSite,
  client: Promise<unknown>,
  logger: Logger,
  closed: () => boolean,
) {
  void client
    .then(() => site.warm(closed))
    .then(
      (n) => {
        if (!closed())
          logger.info(`docs-build dev: ${counted(n, 'page')} compiled in the background`);
      },
      () => undefined,
    );
}

/** An empty folder serves an empty site: say why and what to do, as build and check do. */
function warnNoPages(logger: Logger, root: string) {
  const shown = path.relative(process.cwd(), root) || '.';
  logger.warn(
    `docs-build dev: ${shown} holds no pages (a page is a .md file): add one and it appears, ` +
      'or name the folder that holds your pages (`docs-build dev <folder>`), or run `docs-build init` for a starter',
  );
}

function openBrowser(url: string) {
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref();
}
