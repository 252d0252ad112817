import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '../config/types.ts';
import type { KeyedStore } from '../core/keyed-store.ts';
import { hashTree, sha } from '../core/page-cache.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { chunkName, contentHash } from '../write/modules.ts';
import { SEARCH_FORMAT, type SearchManifest } from '../../runtime/search/format.ts';
import { collectSections, type SearchSource } from './collect.ts';
import { buildInvertedIndex, DEFAULT_SHARD_SIZES, type ShardSizes } from './inverted-index.ts';

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
}

/** A locale's index files as the store keeps them. */
export interface StoredIndex {
  manifest: string;
  files: [string, string][];
}

const indexCode = [fileURLToPath(new URL('./', import.meta.url)), fileURLToPath(new URL('../../runtime/search/', import.meta.url))];

/**
 * The index files of every locale, content-hashed (a file's name changes with its content, so hosts may cache them
 * for ever). Nothing is written: the build writes them, the dev server serves them from memory.
 */
export function buildSearchFiles(config: ResolvedConfig, pages: BuiltPage[], options: SearchIndexOptions = {}): Record<string, LocaleIndexFiles> {
  if (config.user.search?.provider === 'hosted') return {};
  const out: Record<string, LocaleIndexFiles> = {};
  const code = options.store ? sha(...indexCode.map(hashTree)) : '';
  for (const prefix of Object.keys(config.locales)) {
    const name = chunkName(prefix);
    const source = collectSections(pages.filter((p) => p.data.locale === prefix));
    const make = (): StoredIndex => {
      const built = buildLocaleFiles(name, source, options);
      return { manifest: built.manifest, files: [...built.files] };
    };
    const stored = options.store ? options.store.get(prefix, sha(code, name, JSON.stringify([options.dir, options.sizes, source])), make) : make();
    out[prefix] = { manifest: stored.manifest, files: new Map(stored.files) };
  }
  return out;
}

function buildLocaleFiles(name: string, source: SearchSource, { dir = 'assets/search', sizes = DEFAULT_SHARD_SIZES }: SearchIndexOptions): LocaleIndexFiles {
  const index = buildInvertedIndex(source, sizes);
  const files = new Map<string, string>();
  const put = (kind: string, data: unknown) => {
    const json = JSON.stringify(data);
    const file = `${dir}/${name}/${kind}.${contentHash(json)}.json`;
    files.set(file, json);
    return file;
  };
  const manifest: SearchManifest = {
    format: SEARCH_FORMAT,
    pages: source.pages.map((p) => [p.route, p.title]),
    sections: source.sections.map((s) => [s.page, s.slug, s.heading]),
    termShards: index.termShards.map((shard, i) => put(`terms-${i}`, shard)),
    textShards: index.textShards.map((shard, i) => put(`text-${i}`, shard)),
    textStarts: index.textStarts,
  };
  const json = JSON.stringify(manifest);
  const manifestFile = `${dir}/${name}.${contentHash(json)}.json`;
  files.set(manifestFile, json);
  return { manifest: manifestFile, files };
}

/**
 * Writes each locale's search index through `write` (paths relative to the output root, content-hashed) and
 * returns, per locale prefix, the path of the file the browser fetches first.
 */
export function writeSearchIndexes(config: ResolvedConfig, pages: BuiltPage[], write: (file: string, contents: string) => void, store?: KeyedStore<StoredIndex>): Record<string, string> {
  const manifests: Record<string, string> = {};
  for (const [prefix, locale] of Object.entries(buildSearchFiles(config, pages, { store }))) {
    for (const [file, contents] of locale.files) write(file, contents);
    manifests[prefix] = locale.manifest;
  }
  return manifests;
}
