import type { ResolvedConfig } from '../config/types.ts';
import type { Worker } from 'node:worker_threads';
import { runAside, startAside } from '../core/cli-workers.ts';
import type { KeyedStore } from '../core/keyed-store.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import {
  buildLocaleFiles,
  planSearchIndexes,
  type PlannedIndex,
  type SearchIndexOptions,
  type StoredIndex,
} from './build-index.ts';
import { pageSource, type PageSource } from './collect.ts';
import { searchMemoFile } from './search-memo.ts';

export interface SearchJob extends Pick<PlannedIndex, 'name' | 'source' | 'manifest'> {
  options: Omit<SearchIndexOptions, 'store' | 'known' | 'memo'>;
}

/** The worker's first message: where it keeps what it made for the next build (none without a cache). */
export interface SearchStart {
  memoFile: string | null;
}

/** A compiled page's part of the index, handed to the search worker as soon as the page is compiled. */
export interface SearchPage {
  page: PageSource;
}

/**
 * The search index of every locale, made on a worker thread (on the second core). The worker
 * starts with the build and reads each page's terms as the page compiles, a third of the index's work; the index
 * files are made while this thread renders the pages: the manifests' names are known at once, from what the
 * index is made from, and the files follow. Locales whose index the store kept are not made again.
 */
export class SearchAside {
  private worker: Worker | null;

  /** `cacheDir`: where the worker keeps its work for the next build (null: nothing kept). */
  constructor(
    private readonly config: ResolvedConfig,
    cacheDir: string | null = null,
  ) {
    this.worker = config.user.search?.provider === 'hosted' ? null : startAside('search-worker');
    const start: SearchStart = { memoFile: cacheDir && searchMemoFile(cacheDir) };
    this.worker?.postMessage(start);
  }

  /** Hands a compiled page to the worker, which reads its terms while other pages compile. */
  add(page: BuiltPage): void {
    const source = this.worker && pageSource(page);
    if (source) this.worker!.postMessage({ page: source } satisfies SearchPage);
  }

  /** Ends the worker when the build stops before the index is made. */
  abandon(): void {
    void this.worker?.terminate();
    this.worker = null;
  }

  build(
    pages: BuiltPage[],
    store?: KeyedStore<StoredIndex>,
  ): {
    manifests: Record<string, string>;
    files: Promise<{ files: [string, string][]; onWorker: boolean }>;
  } {
    const plans = planSearchIndexes(this.config, pages);
    const manifests = Object.fromEntries(plans.map((plan) => [plan.prefix, plan.manifest]));
    const kept: [string, string][] = [];
    const missing: PlannedIndex[] = [];
    for (const plan of plans) {
      const stored = store?.read(plan.prefix, plan.storeKey);
      if (stored) kept.push(...stored.files);
      else missing.push(plan);
    }
    const jobs: SearchJob[] = missing.map(({ name, source, manifest }) => ({
      name,
      source,
      manifest,
      options: {},
    }));
    const worker = this.worker;
    this.worker = null;
    // one locale at a time: the worker holds a copy of one locale's text (hundreds of MB on a 20,000-page site)
    const files = runAside(
      'search-worker',
      jobs,
      (job) => buildLocaleFiles(job, job.options),
      worker,
    ).then(({ results, onWorker }) => {
      results.forEach((made, i) =>
        store?.write(missing[i].prefix, missing[i].storeKey, {
          manifest: missing[i].manifest,
          files: made,
        }),
      );
      return { files: [...kept, ...results.flat()], onWorker };
    });
    return { manifests, files };
  }
}
