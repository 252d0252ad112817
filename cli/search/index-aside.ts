import type { ResolvedConfig } from '../config/types.ts';
import { runAside } from '../core/cli-workers.ts';
import type { KeyedStore } from '../core/keyed-store.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { buildLocaleFiles, planSearchIndexes, type PlannedIndex, type SearchIndexOptions, type StoredIndex } from './build-index.ts';

export interface SearchJob extends Pick<PlannedIndex, 'name' | 'source' | 'manifest'> {
  options: Omit<SearchIndexOptions, 'store'>;
}

/**
 * The search index of every locale, made on a worker thread while this one renders the pages (0.5-1.5 s of a
 * build on the second core): the manifests' names are known at once, from what the index is made from, and the
 * files follow. Locales whose index the store kept are not made again.
 */
export function buildSearchIndexesAside(config: ResolvedConfig, pages: BuiltPage[], store?: KeyedStore<StoredIndex>): { manifests: Record<string, string>; files: Promise<{ files: [string, string][]; onWorker: boolean }> } {
  const plans = planSearchIndexes(config, pages);
  const manifests = Object.fromEntries(plans.map((plan) => [plan.prefix, plan.manifest]));
  const kept: [string, string][] = [];
  const missing: PlannedIndex[] = [];
  for (const plan of plans) {
    const stored = store?.read(plan.prefix, plan.key);
    if (stored) kept.push(...stored.files);
    else missing.push(plan);
  }
  const jobs: SearchJob[] = missing.map(({ name, source, manifest }) => ({ name, source, manifest, options: {} }));
  // one locale at a time: the worker holds a copy of one locale's text (hundreds of MB on a 20,000-page site)
  const files = runAside('search-worker', jobs, (job) => buildLocaleFiles(job, job.options)).then(({ results, onWorker }) => {
    results.forEach((made, i) => store?.write(missing[i].prefix, missing[i].key, { manifest: missing[i].manifest, files: made }));
    return { files: [...kept, ...results.flat()], onWorker };
  });
  return { manifests, files };
}
