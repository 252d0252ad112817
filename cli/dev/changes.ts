import { existsSync } from 'node:fs';
import path from 'node:path';
import { runtimeDir } from '../bundle/server.ts';
import { UserError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Logger } from '../diagnostics/logger.ts';
import { formatDiagnostic } from '../diagnostics/reporter.ts';
import type { DevClient } from './dev-client.ts';
import type { DevSite } from './dev-site.ts';
import type { LiveChannel } from './live.ts';
import { watchFiles, type ChangeBatch } from './watcher.ts';
import { guardFolder } from './folder-guard.ts';

/** What a batch of changes acts on. */
export interface DevRun {
  site: DevSite;
  live: LiveChannel;
  client: DevClient;
  logger: Logger;
  /** Routes whose last compile had errors: when one compiles clean again, the terminal says so. */
  failing?: Set<string>;
}

const errorsOnly = (list: Diagnostic[]) => list.filter((d) => d.severity === 'error');

export function report(logger: Logger, diagnostics: Diagnostic[]) {
  for (const d of diagnostics) logger.error(formatDiagnostic(d));
}

/**
 * One batch of file changes: the site's config, components or the theme reload everything; a public
 * file reloads the page; pages and what they include recompile, and the browser gets their errors
 * or new content.
 */
export async function applyChanges(run: DevRun, { files }: ChangeBatch): Promise<void> {
  const { site, live } = run;
  site.lastRequestAt = performance.now(); // a writer at work: the background warm-up waits
  const changed = [...files.keys()];
  const inSite = changed.some((f) => f.startsWith(site.config.siteDir + path.sep));
  const inRuntime = changed.some((f) => f.startsWith(runtimeDir));
  if (inSite || inRuntime) return reload(run, changed, inSite);
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
    const errors = errorsOnly([
      ...site.scanErrorsFor(route),
      ...(page?.compiled.diagnostics ?? []),
    ]);
    if (page) diagnostics.push(...errorsOnly(page.compiled.diagnostics));
    noteRecovery(run, route, errors.length > 0);
  }
  if (diagnostics.length) {
    report(run.logger, diagnostics);
    live.send({ type: 'errors', diagnostics });
    return;
  }
  live.send({ type: 'ok' });
  if (structure) live.send({ type: 'reload' });
  else if (routes.size)
    live.send({ type: 'page', routes: [...routes], version: String(Date.now()) });
}

/** Keeps which pages fail, and says so when one that failed builds again. */
function noteRecovery({ failing, logger, site }: DevRun, route: string, failed: boolean) {
  if (!failing) return;
  if (failed) failing.add(route);
  else if (failing.delete(route))
    logger.info(`docs-build dev: ${site.displayPathOf(route) ?? route} builds again`);
}

/** Config, components or theme changed: the site restarts, the client is built again, every page reloads. */
async function reload({ site, live, client, logger }: DevRun, changed: string[], inSite: boolean) {
  logger.info(
    `docs-build dev: ${inSite ? 'site config or components' : 'theme'} changed, reloading`,
  );
  try {
    await site.restart();
    await client.rebuild();
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
}

/** Watches the docs folder, public/ and the theme, and the files pages read from elsewhere, for applyChanges. */
export async function watchSite(run: DevRun) {
  let watcher = await startWatcher(run);
  let restarting: Promise<void> = Promise.resolve();
  // the docs folder removed and made again: the old watcher sees nothing of the new folder
  const guard = guardFolder(run.site.config.root, () => {
    restarting = restarting.then(async () => {
      run.logger.info('docs-build dev: the docs folder is back, reading it again');
      await watcher.close();
      watcher = await startWatcher(run);
      await reload(run, [run.site.config.root], true);
    });
  });
  return {
    close: async () => {
      guard.close();
      await restarting.catch(() => undefined);
      await watcher.close();
    },
  };
}

async function startWatcher(run: DevRun) {
  const { site, logger } = run;
  // a site need not have a public/ folder; chokidar reports a missing one as an error
  const watcher = await watchFiles(
    [site.config.root, site.config.publicDir, runtimeDir].filter((dir) => existsSync(dir)),
    (batch) => applyChanges(run, batch),
    {
      onError: (error) =>
        logger.error(
          `docs-build dev: could not apply a change: ${(error as Error).stack ?? error}`,
        ),
    },
  );
  await watcher.ready;
  // a snippet from elsewhere in the repository (`<<< ../../src/a.ts`) updates its pages as one in
  // the docs folder does
  site.reportDependencies(watcher.add);
  return watcher;
}
