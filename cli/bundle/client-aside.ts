import type { ResolvedConfig } from '../config/types.ts';
import { bundledWorker, runAside } from '../core/cli-workers.ts';
import { buildClient, keptClient, type ClientAssets, type ClientBuildOptions } from './client.ts';

/** What the client worker is given: the config as data (its front-matter readers serve the scan only). */
export interface ClientJob {
  config: ResolvedConfig;
  options: ClientBuildOptions;
}

export interface ClientAside {
  assets: Promise<ClientAssets>;
  /**
   * Whether esbuild's plugins run on this thread: then work that holds this thread (compiling pages) should wait
   * for the bundle, or each of esbuild's calls waits for it.
   */
  onThisThread: boolean;
  /** Whether the worker made the bundle: known once `assets` is settled. */
  onWorker: boolean;
}

/**
 * The client bundle made on a worker of its own (client-worker.ts), so pages compile on this thread meanwhile; on
 * this thread when there is no bundled CLI, with `DOCS_BUILD_WORKERS=0`, or when the worker fails (the same code, so
 * the same files, and a failure reported from here). A bundle kept from an earlier build is taken on this thread:
 * checking it costs less than starting a worker to do so.
 */
export function buildClientAside(config: ResolvedConfig, options: ClientBuildOptions): ClientAside {
  const job: ClientJob = { config: { ...config, frontMatterKeys: undefined }, options };
  const here = () => buildClient(config, options);
  if (!bundledWorker('client-worker'))
    return { assets: here(), onThisThread: true, onWorker: false };
  const aside: ClientAside = {
    assets: Promise.resolve(null!),
    onThisThread: false,
    onWorker: false,
  };
  const onWorker = () =>
    runAside<ClientJob, ClientAssets | Promise<ClientAssets>>('client-worker', [job], here).then(
      ({ results, onWorker }) => {
        aside.onWorker = onWorker;
        return results[0];
      },
    );
  aside.assets = keptClient(config, options).then((kept) => kept.assets ?? onWorker());
  return aside;
}
