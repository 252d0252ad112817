import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { buildClient, type ClientAssets } from '../bundle/client.ts';
import { runtimeDir } from '../bundle/server.ts';
import { UserError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Logger } from '../diagnostics/logger.ts';
import { formatDiagnostic } from '../diagnostics/reporter.ts';
import { DevSite } from '../dev/dev-site.ts';
import { LiveChannel } from '../dev/live.ts';
import { createDevServer } from '../dev/server.ts';
import { watchFiles, type ChangeBatch } from '../dev/watcher.ts';

export interface DevOptions {
  root: string;
  port?: number;
  host?: string;
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
 * `docs-build dev`: 1. scan the site, 2. serve pages compiled on request, 3. build the client in the background,
 * 4. warm the remaining pages, 5. on each batch of file changes rebuild only what it touches and tell the browser.
 */
export async function dev(options: DevOptions): Promise<DevHandle> {
  const { logger } = options;
  const started = performance.now();
  const site = new DevSite(options.root, logger);
  await site.start();
  const live = new LiveChannel();
  let built: ClientAssets | null = null;
  let clientBuild = buildDevClient(site);
  const track = (promise: Promise<ClientAssets>) => {
    void promise.then(
      (assets) => {
        if (promise === clientBuild) built = assets;
      },
      () => undefined,
    );
  };
  track(clientBuild);
  const host = options.host ?? '127.0.0.1';
  const server = createDevServer({
    site,
    live,
    client: () => clientBuild,
    clientNow: () => built ?? DEV_ASSETS,
    host,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 5173, host, () => resolve());
  }).catch((error: unknown) => {
    live.close(); // its keep-alive timer would hold the process open after the error is reported
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${site.config.base}`;
  logger.info(
    `docs-build dev: ${site.allRoutes().length} pages, serving at ${url} (ready in ${Math.round(performance.now() - started)} ms)`,
  );
  if (site.scanDiagnostics.length) report(logger, site.scanDiagnostics);

  let closed = false;
  if (options.warm !== false) {
    void clientBuild
      .then(() => site.warm(() => closed))
      .then(
        (n) => {
          if (!closed) logger.info(`docs-build dev: ${n} pages compiled in the background`);
        },
        () => undefined,
      );
  }

  const onBatch = async ({ files }: ChangeBatch) => {
    site.lastRequestAt = performance.now(); // a writer at work: the background warm-up waits
    const changed = [...files.keys()];
    const inSite = changed.some((f) => f.startsWith(site.config.siteDir + path.sep));
    const inRuntime = changed.some((f) => f.startsWith(runtimeDir));
    if (inSite || inRuntime) {
      logger.info(
        `docs-build dev: ${inSite ? 'site config or components' : 'theme'} changed, reloading`,
      );
      try {
        await site.restart();
        built = null;
        clientBuild = buildDevClient(site);
        track(clientBuild);
        await clientBuild;
        live.send({ type: 'ok' });
        live.send({ type: 'reload' });
      } catch (error) {
        const diagnostics =
          error instanceof UserError
            ? error.diagnostics
            : [
                {
                  severity: 'error' as const,
                  file: changed[0],
                  message: String((error as Error).message),
                  rule: 'dev/reload',
                },
              ];
        report(logger, diagnostics);
        live.send({ type: 'errors', diagnostics });
      }
      return;
    }
    if (changed.some((f) => f.startsWith(site.config.publicDir + path.sep))) {
      live.send({ type: 'reload' });
      return;
    }
    let structure = false;
    const routes = new Set<string>();
    for (const [file, kind] of files) {
      if (!file.endsWith('.md') && kind !== 'unlink') {
        for (const r of site.dependencyChanged(file)) routes.add(r);
        continue;
      }
      const result = site.fileChanged(file, kind);
      structure ||= result.structure;
      for (const r of result.routes) routes.add(r);
    }
    const diagnostics: Diagnostic[] = errorsOnly(site.scanDiagnostics);
    for (const route of routes) {
      const page = await site.page(route);
      if (page) diagnostics.push(...errorsOnly(page.compiled.diagnostics));
    }
    if (diagnostics.length) {
      report(logger, diagnostics);
      live.send({ type: 'errors', diagnostics });
      return;
    }
    live.send({ type: 'ok' });
    if (structure) live.send({ type: 'reload' });
    else if (routes.size)
      live.send({ type: 'page', routes: [...routes], version: String(Date.now()) });
  };
  // a site need not have a public/ folder; chokidar reports a missing one as an error
  const watcher = await watchFiles(
    [site.config.root, site.config.publicDir, runtimeDir].filter((dir) => existsSync(dir)),
    onBatch,
    {
      onError: (error) =>
        logger.error(
          `docs-build dev: could not apply a change: ${(error as Error).stack ?? error}`,
        ),
    },
  );
  await watcher.ready;
  // a snippet from elsewhere in the repository (`<<< ../../src/a.ts`) updates its pages as one in the docs folder does
  site.reportDependencies(watcher.add);
  if (options.open) openBrowser(url);
  return {
    url,
    server,
    site,
    close: async () => {
      closed = true;
      live.close();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // a page's keep-alive connection, or a request waiting for a compile, must not hold the server open
      server.closeAllConnections();
      await Promise.all([watcher.close(), stopped]);
    },
  };
}

const DEV_ASSETS_DIR = '__docs-build/client';

/** Dev bundles have fixed names, so a page can be served before its scripts are built. */
const DEV_ASSETS = {
  entry: `${DEV_ASSETS_DIR}/entry-client.js`,
  css: [`${DEV_ASSETS_DIR}/entry-client.css`],
  extra: { 'dev-client': `${DEV_ASSETS_DIR}/dev-client.js` },
  islands: {},
  islandCss: {},
};

function buildDevClient(site: DevSite): Promise<ClientAssets> {
  const promise = buildClient(site.config, {
    outRoot: '/',
    minify: false,
    hashed: false,
    assetsDir: DEV_ASSETS_DIR,
    cacheDir: site.session.cacheDir,
    extraEntries: { 'dev-client': path.join(runtimeDir, 'dev', 'client.ts') },
  });
  promise.catch((error: Error) =>
    site.session.logger.error(`docs-build dev: client bundle failed: ${error.message}`),
  );
  return promise;
}

const errorsOnly = (list: Diagnostic[]) => list.filter((d) => d.severity === 'error');

function report(logger: Logger, diagnostics: Diagnostic[]) {
  for (const d of diagnostics) logger.error(formatDiagnostic(d));
}

function openBrowser(url: string) {
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref();
}
