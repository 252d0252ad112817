import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashTree, sha } from '../core/content-hash.ts';
import { toolchainKey } from '../core/toolchain.ts';
import { PageSnapshot, type SnapshotEntry } from './page-snapshot.ts';
import type { CompiledPage } from './compile.ts';

/** Where a site's compiled pages are kept, in its cache folder. */
export const pageCacheDir = (cacheDir: string) => path.join(cacheDir, 'pages');

/**
 * What every page's output depends on besides its own source: the code that
 * compiles it with the packages it uses (core/toolchain.ts), the server runtime
 * (theme and components), the site folder (config, data, components) and the
 * site's page list (links, catalogs, tables).
 */
export function environmentKey({
  siteDir,
  serverInputs,
  pageList,
}: {
  siteDir: string;
  serverInputs: string[];
  pageList: string;
}): string {
  const server = sha(
    ...serverInputs
      .filter((f) => existsSync(f))
      .sort()
      .map((f) => readFileSync(f, 'utf8')),
  );
  return sha(toolchainKey(), hashTree(siteDir), server, pageList);
}

/**
 * A dependency's content hash; '' for a path that is not a readable file (an
 * include that was missing, a folder): a page compiled while its include was
 * missing is compiled again once the file appears.
 */
function contentHash(file: string): string {
  try {
    return statSync(file).isFile() ? sha(readFileSync(file, 'utf8')) : '';
  } catch {
    return '';
  }
}

/**
 * Compiled pages from earlier runs, in a snapshot of a few files (page-snapshot.ts), reused when
 * nothing they depend on changed. A page is written as soon as it is compiled, so the cache holds
 * no second copy of the site in memory.
 */
export class PageCache {
  private store: PageSnapshot;
  /**
   * False for a build that keeps nothing (`--clean`): no keys are made and no
   * dependency is read for them.
   */
  readonly enabled: boolean;

  constructor(dir: string | null) {
    this.store = new PageSnapshot(dir);
    this.enabled = dir !== null;
  }

  key(environment: string, source: string): string {
    return this.enabled ? sha(environment, source) : '';
  }

  /** `id` names the page (its path); `key` is what it was compiled from. */
  get(id: string, key: string): CompiledPage | null {
    if (!this.enabled) return null;
    const entry = this.store.read(id, key);
    if (!entry) return null;
    for (const [file, hash] of Object.entries(entry.dependencies))
      if (contentHash(file) !== hash) return null;
    return entry.compiled;
  }

  set(id: string, key: string, compiled: CompiledPage): void {
    if (!this.enabled) return;
    const dependencies = Object.fromEntries(compiled.dependencies.map((f) => [f, contentHash(f)]));
    this.store.write(id, key, { compiled, dependencies } satisfies SnapshotEntry);
  }

  /** Removes pages this run did not use, so the cache does not grow without bound. */
  save(): Promise<void> {
    this.store.save();
    return Promise.resolve();
  }
}
