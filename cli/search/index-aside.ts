import { searchesLocally } from '../config/search-mode.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { Worker } from 'node:worker_threads';
import { startAside } from '../core/cli-workers.ts';
import type { KeyedStore } from '../core/keyed-store.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import type { SourcePage } from '../site/scan.ts';
import {
  buildLocaleFiles,
  indexedLocales,
  localeJob,
  plannedManifest,
  planSearchIndex,
  type StoredIndex,
} from './build-index.ts';
import { isSearchable, pageDigest, pageSource, type PageSource } from './collect.ts';
import { makeOnWorker } from './locale-parts.ts';
import type { KeyedFile } from './kept-locale.ts';
import { isLazyPage } from '../markdown/page-snapshot.ts';
import { searchMemoDir } from './search-memo.ts';
import { chunkName } from '../write/modules.ts';

/** The worker's first message: where it keeps what it made for the next build (none without a cache). */
export interface SearchStart {
  memoDir: string | null;
}

/** Writes one index file as it is made (the build's output). */
export type IndexWriter = (file: string, contents: string) => Promise<void>;
export type LocaleWriter = (files: [string, string][]) => Promise<void>;

/**
 * What the output knows of the files a previous build left: a locale whose index is kept, and whose files the
 * output still holds as they were, is then neither read from the store nor written.
 */
export interface KeptIndexFiles {
  /** Each kept locale's files by the key `keyOf` gives their contents, stored with the locale's index. */
  keys: KeyedStore<[string, string][]>;
  keyOf(contents: string): string;
  /** Whether the output holds `file` with the contents `key` names; it is then kept as though written. */
  keepIfSame(file: string, key: string): boolean;
}

/** A compiled page's part of the index, handed to the search worker as soon as the page is compiled. */
export interface SearchPage {
  page: PageSource;
  /** Its locale's name (the index files', `PlannedIndex.name`): the worker keeps a memo a locale. */
  locale: string;
}

/**
 * A page kept from the last build, its text unread: the worker keeps its slots from then, and packs them by its
 * digest once its locale is being prepared (SearchPrepare).
 */
export interface KeptSearchPage {
  kept: string;
  locale: string;
  digest: string;
}

/**
 * Pages kept from the last build, in one message: the kept pages are added in one go, and a message a page cost
 * this thread 67 ms on a site of 5,058 pages (a profile of one edit).
 */
export interface KeptSearchPages {
  keptPages: KeptSearchPage[];
}

/** Pages of the locale are about to compile: the worker reads the locale's memo meanwhile. */
export interface SearchPrepare {
  prepare: string;
}

/** The last message: the worker keeps what it made for the next build, then ends. */
export interface SearchEnd {
  end: true;
}

/**
 * The search worker's young generation, which V8 otherwise grows to 48 MB: between its replies it holds little, and
 * the rest is the garbage of one long reply. Cold builds of the 5,058-page synthetic site peaked at 296-314 MB
 * against 311-334 MB without it (4 alternating pairs), with process CPU within the runs' spread (5 pairs: the first
 * three pairs' medians 54.7 against 57.5 s, the other two 50.7 and 57.7 against 53.1 and 51.2 s).
 */
const SEARCH_WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * The search index of every locale, made on a worker thread (on the second core). The worker
 * starts with the build and reads each page's terms as the page compiles, a third of the index's work; the index
 * files are made while this thread renders the pages: the manifests' names are known at once, from what the
 * index is made from, and the files follow. Locales whose index the store kept are not made again.
 */
export class SearchAside {
  private worker: Worker | null;
  private abandoned = false;
  /** Kept pages not posted yet: posted together before any other message, or once this turn's work is done. */
  private kept: KeptSearchPage[] = [];

  /** `cacheDir`: where the worker keeps its work for the next build (null: nothing kept). */
  constructor(
    private readonly config: ResolvedConfig,
    cacheDir: string | null = null,
  ) {
    this.worker = searchesLocally(config.user.search)
      ? startAside('search-worker', SEARCH_WORKER_LIMITS)
      : null;
    const start: SearchStart = { memoDir: cacheDir && searchMemoDir(cacheDir) };
    this.worker?.postMessage(start);
  }

  /** Hands a compiled page to the worker, which reads its terms while other pages compile. */
  add(page: BuiltPage): void {
    // its text is read only if its locale's index is made again, and its slots are then in the memo
    if (this.worker && isLazyPage(page.compiled)) {
      if (!isSearchable(page)) return;
      if (!this.kept.length) queueMicrotask(() => this.postKept());
      const locale = chunkName(page.data.locale);
      this.kept.push({ kept: page.data.route, locale, digest: pageDigest(page) });
      return;
    }
    const source = this.worker && pageSource(page);
    this.postKept();
    if (source)
      this.worker!.postMessage({
        page: source,
        locale: chunkName(page.data.locale),
      } satisfies SearchPage);
  }

  /**
   * Pages about to compile: the worker reads their locales' memos while they do. Read when the first page comes, a
   * memo (about 1.4 MB for this repository's English pages) would be read after the page compiled: in a one-edit
   * build, right before the locale's index, which would wait for it. A locale none of whose pages changed is not
   * read.
   */
  compiling(pages: SourcePage[]): void {
    this.postKept();
    for (const locale of new Set(pages.map((page) => page.locale)))
      this.worker?.postMessage({ prepare: chunkName(locale) } satisfies SearchPrepare);
  }

  private postKept(): void {
    if (!this.kept.length) return;
    this.worker?.postMessage({ keptPages: this.kept } satisfies KeptSearchPages);
    this.kept = [];
  }

  /** Ends the worker when the build stops before the index is made; no index file is written after. */
  abandon(): void {
    this.abandoned = true;
    void this.worker?.terminate();
    this.worker = null;
  }

  /**
   * Starts making each locale's index. With `write`, a locale's files go to it as soon as they are made and are not
   * returned: on a site of 20,000 pages a locale's shards are tens of MB, which would otherwise wait in memory for
   * the last page to render.
   */
  build(
    pages: BuiltPage[],
    store?: KeyedStore<StoredIndex>,
    write?: IndexWriter,
    kept?: KeptIndexFiles,
  ): {
    manifests: Record<string, string>;
    files: Promise<{ files: [string, string][]; onWorker: boolean }>;
  } {
    const prefixes = indexedLocales(this.config);
    const manifests = Object.fromEntries(prefixes.map((p) => [p, plannedManifest(p)]));
    this.postKept();
    const worker = this.worker;
    this.worker = null;
    // a build that stopped removes its output: nothing may be written there after
    const sink: LocaleWriter | undefined =
      write &&
      (async (files) => {
        for (const [file, contents] of files) if (!this.abandoned) await write(file, contents);
      });
    const files = makeIndexes(prefixes, pages, worker, { store, write: sink, kept });
    // awaited once the pages are rendered: a failed write meanwhile fails the build then, not the process now
    files.catch(() => undefined);
    return { manifests, files };
  }
}

/**
 * Each locale's index files, one locale at a time, its pages posted to the worker a part at a time and its files
 * written as the worker makes them (locale-parts.ts): neither thread holds a locale's whole text. Locales the store
 * kept are not made again. The worker keeps each locale it made for the next build itself; a worker that fails
 * leaves the rest to this thread, which gathers the text anew and keeps the locale's files until it is done.
 */
async function makeIndexes(
  prefixes: string[],
  pages: BuiltPage[],
  started: Worker | null,
  {
    store,
    write,
    kept: keptFiles,
  }: { store?: KeyedStore<StoredIndex>; write?: LocaleWriter; kept?: KeptIndexFiles },
): Promise<{ files: [string, string][]; onWorker: boolean }> {
  const kept: [string, string][] = [];
  const made: [string, string][] = [];
  // without a writer, the kept locales' files come before the made ones'
  const keep = async (files: [string, string][]) =>
    void (write ? await write(files) : kept.push(...files));
  const add = async (files: [string, string][]) =>
    void (write ? await write(files) : made.push(...files));
  let worker = started;
  worker?.ref();
  let onWorker = false;
  for (const prefix of prefixes) {
    const plan = planSearchIndex(prefix, pages);
    const { storeKey, manifest } = plan;
    if (store && write && keptFiles && keptInOutput(keptFiles, prefix, storeKey)) {
      store.keep(prefix, storeKey);
      continue;
    }
    const stored = store?.read(prefix, storeKey);
    if (stored) {
      if (keptFiles) storeKeys(keptFiles, prefix, storeKey, stored.files);
      await keep(stored.files);
      continue;
    }
    const before = made.length;
    if (worker) {
      // the worker keeps the locale's index, and keys its files: a file the output holds as made is not written
      const index = store?.claim(prefix, storeKey);
      const keptBy = index
        ? { index, keys: keptFiles?.keys.claim(prefix, storeKey) ?? null }
        : undefined;
      const emit = (files: KeyedFile[]) =>
        add(
          files
            .filter(([file, , key]) => !(write && keptFiles?.keepIfSame(file, key)))
            .map(([file, contents]): [string, string] => [file, contents]),
        );
      const done = await makeOnWorker(worker, plan, pages, emit, keptBy).then(
        () => true,
        () => false,
      );
      onWorker ||= done;
      if (done) continue;
      worker = endWorker(worker);
    }
    // files the worker made before it failed were written and are written again, the same
    made.splice(before);
    const files = buildLocaleFiles(localeJob(plan, pages));
    await add(files);
    if (!store?.keeps) continue;
    store.write(prefix, storeKey, { manifest, files });
    if (keptFiles) storeKeys(keptFiles, prefix, storeKey, files);
  }
  finishWorker(worker);
  return { files: [...kept, ...made], onWorker };
}

/** Whether the output holds every file of the locale's kept index as it was made (each is then kept). */
function keptInOutput(kept: KeptIndexFiles, prefix: string, storeKey: string): boolean {
  const keys = kept.keys.read(prefix, storeKey);
  return !!keys && keys.every(([file, key]) => kept.keepIfSame(file, key));
}

/** Stores the content keys of a locale's index files beside its index, for `keptInOutput`. */
function storeKeys(
  kept: KeptIndexFiles,
  prefix: string,
  storeKey: string,
  files: [string, string][],
) {
  const keys = files.map(([file, contents]): [string, string] => [file, kept.keyOf(contents)]);
  kept.keys.write(prefix, storeKey, keys);
}

function endWorker(worker: Worker | null): null {
  void worker?.terminate();
  return null;
}

/**
 * Lets a worker that did its jobs end by itself once it has kept its work: ended from here, it would lose the
 * cache file it was writing and leave the half-written copy behind. The process waits for it (it stays ref'd),
 * while this thread goes on rendering.
 */
function finishWorker(worker: Worker | null): void {
  worker?.postMessage({ end: true } satisfies SearchEnd);
}
