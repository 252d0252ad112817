import { existsSync } from 'node:fs';
import path from 'node:path';

/** The folder of the bundled CLI, set by the launcher; null when the CLI runs from its TypeScript sources. */
let bundleDir: string | null = null;

export function useCliBundle(dir: string | null): void {
  bundleDir = dir;
}

/**
 * A worker entry's runnable file beside the bundled CLI (`highlight-worker.mjs`), or null: from the sources there is
 * no plain-JavaScript worker to start, and `DOCS_BUILD_WORKERS=0` keeps all work on the main thread.
 */
export function bundledWorker(name: string): string | null {
  if (!bundleDir || process.env.DOCS_BUILD_WORKERS === '0') return null;
  const file = path.join(bundleDir, `${name}.mjs`);
  return existsSync(file) ? file : null;
}
