import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { searchesLocally } from '../config/search-mode.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { KeyedStore } from '../core/keyed-store.ts';
import { hashTree, sha } from '../core/content-hash.ts';
import { toolchainKey } from '../core/toolchain.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { chunkName, contentHash } from '../write/modules.ts';
import { searchManifestPath } from '../hosting/current-files.ts';
import { isSearchable, pageDigest, pageSource, type PageSource } from './collect.ts';
import { LocaleIndex, type IndexFile } from './locale-index.ts';
import type { KnownSlots, TermMemo } from './term-index.ts';

export interface ShardSizes {
  /** Aim for term shards of about this many characters of (term, page) pairs; the shard count follows from it. */
  termShardChars: number;
  /** Close a text shard once it holds this many characters. */
  textShardChars: number;
}

/**
 * About 15–25 KB gzipped per term shard and 30–40 KB per text shard: a first query fetches a few files. Halving
 * the term shards adds 5 KB gzipped to the Chinese locale (each file compresses on its own); text shards half as
 * large again save 4–8 KB per locale but make a first query fetch 40 KB more.
 */
export const DEFAULT_SHARD_SIZES: ShardSizes = { termShardChars: 48_000, textShardChars: 48_000 };

/** One locale's index: the manifest the browser fetches first, and every file by its path. */
export interface LocaleIndexFiles {
  manifest: string;
  files: Map<string, string>;
}

export interface SearchIndexOptions {
  /** Folder of the index files inside the output root. */
  dir?: string;
  sizes?: ShardSizes;
  /** Indexes of earlier builds, reused for a locale whose searchable text is unchanged. */
  store?: KeyedStore<StoredIndex>;
  /** Pages' terms read ahead (on the search worker, while pages compiled). */
  known?: KnownSlots;
  /** Term shards exported by earlier builds (the search worker's). */
  memo?: TermMemo;
}

/** A locale's index files as the store keeps them. */
export interface StoredIndex {
  manifest: string;
  files: [string, string][];
}

const indexCode = [
  fileURLToPath(new URL('./', import.meta.url)),
  fileURLToPath(new URL('../../runtime/search/', import.meta.url)),
];
/**
 * The installed flexsearch: another version may export differently, so a stored index made by it is not reused.
 * Resolved from this file, which an installed CLI bundle has inside node_modules; a copy of the bundle outside any
 * node_modules finds none, and its stored indexes then follow the indexing code alone.
 */
const engineCode = () => {
  try {
    return sha(readFileSync(fileURLToPath(import.meta.resolve('flexsearch')), 'utf8'));
  } catch {
    return 'flexsearch not found';
  }
};
let codeVersion: string | undefined;

/** A locale's index before it is made: what it follows from, and the file the browser fetches first. */
export interface PlannedIndex {
  prefix: string;
  name: string;
  /** A hash of everything the files follow from: the indexing code, the options and the locale's pages. */
  key: string;
  /**
   * A fixed name per locale (hosting/current-files.ts), known before the index is made so pages render meanwhile;
   * the shards it lists are named by their content.
   */
  manifest: string;
  /**
   * What a kept index is stored under: `key` with the whole toolchain (core/toolchain.ts), which the
   * file names leave out so that a build from the sources and one from the CLI bundle name them alike.
   */
  storeKey: string;
}

/** What one locale's files are made from. */
export interface LocaleJob {
  name: string;
  pages: PageSource[];
  manifest: string;
}

/** The locales given a local index (none with hosted search or none). */
export function indexedLocales(config: ResolvedConfig): string[] {
  return searchesLocally(config.user.search) ? Object.keys(config.locales) : [];
}

/** The manifest a locale's pages name, known before its index is made. */
export const plannedManifest = (prefix: string): string => searchManifestPath(chunkName(prefix));

/** Each locale's index inputs and manifest name (none with hosted search). */
export function planSearchIndexes(
  config: ResolvedConfig,
  pages: BuiltPage[],
  options: SearchIndexOptions = {},
): PlannedIndex[] {
  return indexedLocales(config).map((prefix) => planSearchIndex(prefix, pages, options));
}

/**
 * One locale's key and names, from each searchable page's route, title, description and the digest of its sections
 * (kept with the compiled page): a locale whose index was kept is told unchanged without reading its pages' text.
 */
export function planSearchIndex(
  prefix: string,
  pages: BuiltPage[],
  { dir = 'assets/search', sizes = DEFAULT_SHARD_SIZES }: SearchIndexOptions = {},
): PlannedIndex {
  // with the hash that names files (write/modules.ts, outside the indexing code): a stored index whose files were
  // named by another would be reused under names the pages do not link (seen when it went from SHA-256 to SHA-1)
  codeVersion ??= sha(...indexCode.map(hashTree), engineCode(), contentHash('file names'));
  const name = chunkName(prefix);
  const hash = createHash('sha256');
  for (const part of [codeVersion, name, JSON.stringify([dir, sizes])])
    hash.update(part).update('\0');
  for (const page of localePages(prefix, pages)) hash.update(pageDigest(page)).update('\n');
  const key = hash.digest('base64url');
  return {
    prefix,
    name,
    key,
    manifest: plannedManifest(prefix),
    storeKey: sha(key, toolchainKey()),
  };
}

export const localePages = (prefix: string, pages: BuiltPage[]) =>
  pages.filter((p) => p.data.locale === prefix && isSearchable(p));

/** One locale's job: its whole searchable text, gathered only when the index is made. */
export const localeJob = (plan: PlannedIndex, pages: BuiltPage[]): LocaleJob => ({
  name: plan.name,
  pages: localePages(plan.prefix, pages).map((page) => pageSource(page)!),
  manifest: plan.manifest,
});

/**
 * The index files of every locale (a file's name changes with what it holds, so hosts may cache them for ever).
 * Nothing is written: the build writes them, the dev server serves them from memory.
 */
export function buildSearchFiles(
  config: ResolvedConfig,
  pages: BuiltPage[],
  options: SearchIndexOptions = {},
): Record<string, LocaleIndexFiles> {
  const out: Record<string, LocaleIndexFiles> = {};
  for (const plan of planSearchIndexes(config, pages, options)) {
    const make = (): StoredIndex => ({
      manifest: plan.manifest,
      files: buildLocaleFiles(localeJob(plan, pages), options),
    });
    const stored = options.store ? options.store.get(plan.prefix, plan.storeKey, make) : make();
    out[plan.prefix] = { manifest: stored.manifest, files: new Map(stored.files) };
  }
  return out;
}

/** One locale's files, the manifest under its planned name and the shards it lists named by their content. */
export function buildLocaleFiles(
  { name, pages, manifest }: LocaleJob,
  options: SearchIndexOptions = {},
): IndexFile[] {
  const index = localeIndex(name, manifest, options);
  const files = index.add(pages);
  files.push(...index.finish());
  return files;
}

/** A locale's index to be made from its pages in parts (locale-index.ts), with the default folder and sizes. */
export const localeIndex = (
  name: string,
  manifest: string,
  { dir = 'assets/search', sizes = DEFAULT_SHARD_SIZES, known, memo }: SearchIndexOptions = {},
): LocaleIndex => new LocaleIndex(name, manifest, { dir, sizes, known, memo });
