import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../../cli/commands/build.ts';
import { serveStatic } from '../../cli/hosting/static-files.ts';
import { createLogger } from '../../cli/diagnostics/logger.ts';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

export interface ServedSite {
  url: string;
  out: string;
  result: BuildResult;
  close(): Promise<void>;
}

/** Builds a docs folder into a temporary directory and serves it on 127.0.0.1 with a free port. */
export async function buildAndServe(
  root: string,
  { base }: { base?: string } = {},
): Promise<ServedSite> {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'docs-build-e2e-')), 'dist');
  const result = await build({ root, out, base, logger: createLogger({ quiet: true }) });
  const server: Server = await serveStatic(out, { port: 0, host: '127.0.0.1', base: result.base });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${result.base.slice(0, -1)}`,
    out,
    result,
    // a connection the browser keeps open (a stream, keep-alive) must not hold the test file's end
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(path.dirname(out), { recursive: true, force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

export const FIXTURE_SITE = path.resolve(import.meta.dirname, '../fixtures/site/docs');

/**
 * Registers beforeAll/afterAll hooks that build and serve `root` and start Chromium; the returned object is filled in
 * once they ran, so a test file reads `env.site.url` and `env.browser`.
 */
export function useServedSite(
  root: string,
  options: { base?: string } = {},
): { site: ServedSite; browser: Browser } {
  const env = {} as { site: ServedSite; browser: Browser };
  beforeAll(async () => {
    [env.site, env.browser] = await Promise.all([buildAndServe(root, options), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}
