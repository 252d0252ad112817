// The local search engine: imports a locale's flexsearch shards on demand, asks flexsearch which pages hold each
// query word, ranks them (rank.ts) and turns them into grouped results with excerpts. Used by the search dialog in the browser and by the benchmark in Node,
// through the same loader interface. No DOM, no React.
import type { Index } from 'flexsearch';
import { createIndex } from './encoder.ts';
import { kindOf, SEARCH_FORMAT, shardOf, type SearchManifest, type TextShard } from './format.ts';
import { pageResult, type SectionText } from './page-result.ts';
import { rankPages, SCORE, type GroupMatch } from './rank.ts';
import { findGroup, fold, type Folded } from './text-match.ts';
import { normalize, parseQuery, type QueryGroup } from './tokenize.ts';
import type { PageResult, SearchEngine, SearchOptions } from './types.ts';

/** Reads one index file (a path from the manifest) and returns its parsed JSON; rejects when it cannot. */
export type IndexLoader = (path: string) => Promise<unknown>;

export class LocalSearchIndex implements SearchEngine {
  private readonly shards = new Map<string, Promise<Index>>();
  private readonly texts = new Map<number, Promise<TextShard>>();
  private readonly loadedTexts = new Map<number, TextShard>();
  private readonly folds = new Map<number, Folded>();
  private readonly titles: string[];
  private readonly headings: string[];
  /** Per page, its first section and the one after its last (sections are stored in page order). */
  private readonly pageSections: [number, number][];
  private readonly pageOfSection: Uint32Array;

  static async open(manifestPath: string, load: IndexLoader): Promise<LocalSearchIndex> {
    const manifest = (await load(manifestPath)) as SearchManifest;
    if (manifest?.format !== SEARCH_FORMAT)
      throw new Error(`search index ${manifestPath} has an unknown format`);
    return new LocalSearchIndex(manifest, load);
  }

  constructor(
    private readonly manifest: SearchManifest,
    private readonly load: IndexLoader,
  ) {
    this.titles = manifest.pages.map(([, title]) => normalize(title));
    this.headings = manifest.sections.map(([, , heading]) => normalize(heading));
    this.pageSections = manifest.pages.map(() => [0, 0]);
    this.pageOfSection = Uint32Array.from(manifest.sections, ([page]) => page);
    manifest.sections.forEach(([page], id) => {
      const range = this.pageSections[page];
      if (range[1] === 0) range[0] = id;
      range[1] = id + 1;
    });
  }

  private cached<K, T>(cache: Map<K, Promise<T>>, key: K, make: () => Promise<T>): Promise<T> {
    let promise = cache.get(key);
    if (!promise) {
      promise = make();
      // a failed request is forgotten, so the next query tries again
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  }

  /** The flexsearch index holding `term`, imported from its exported parts on first use; null if the locale has none. */
  private shard(term: string): Promise<Index> | null {
    const kind = kindOf(term);
    const shards = this.manifest.terms[kind];
    if (!shards.length) return null;
    const n = shardOf(term, shards.length);
    return this.cached(this.shards, `${kind}-${n}`, async () => {
      const parts = await Promise.all(
        shards[n].map(async ([key, file]) => [key, await this.load(file)] as const),
      );
      const index = createIndex(kind);
      for (const [key, data] of parts) index.import(key, data as never);
      return index;
    });
  }

  private textShardOf(section: number): number {
    const starts = this.manifest.textStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= section) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private async loadTexts(pages: number[]): Promise<void> {
    const shards = new Set<number>();
    for (const page of pages) {
      const [from, to] = this.pageSections[page];
      for (let s = from; s < to; s += 1) shards.add(this.textShardOf(s));
    }
    await Promise.all(
      [...shards].map((i) =>
        this.cached(this.texts, i, async () => {
          const shard = (await this.load(this.manifest.textShards[i])) as TextShard;
          this.loadedTexts.set(i, shard);
          return shard;
        }),
      ),
    );
  }

  private sectionText(id: number): SectionText {
    const shard = this.textShardOf(id);
    const text = this.loadedTexts.get(shard)?.[id - this.manifest.textStarts[shard]] ?? '';
    let folded = this.folds.get(id);
    if (!folded) this.folds.set(id, (folded = fold(text)));
    const [, anchor, heading] = this.manifest.sections[id];
    return { anchor, heading, foldedHeading: this.headings[id], text, folded };
  }

  /** Flexsearch's answer for one term: page ids by slot (its intermediate result); none when no shard holds it. */
  private async lookup(term: string): Promise<(number[] | undefined)[]> {
    const index = await this.shard(term);
    return index
      ? ((
          index.search(term, { resolve: false }) as unknown as { result?: (number[] | undefined)[] }
        ).result ?? [])
      : [];
  }

  /**
   * Pages flexsearch finds for a group, with their index score: a word (prefixes come from the `forward` index),
   * or a CJK word through all its bigrams, a page counting as strongly as its rarest bigram.
   */
  private async indexHits(group: QueryGroup): Promise<Map<number, number>> {
    const lists = await Promise.all(
      (group.kind === 'word' ? [group.term] : group.grams).map((term) => this.lookup(term)),
    );
    const weakest = new Map<number, { count: number; slot: number }>();
    for (const slots of lists) {
      slots.forEach((ids, slot) => {
        for (const page of ids ?? []) {
          const seen = weakest.get(page) ?? { count: 0, slot: 0 };
          weakest.set(page, { count: seen.count + 1, slot: Math.max(seen.slot, slot) });
        }
      });
    }
    const hits = new Map<number, number>();
    for (const [page, { count, slot }] of weakest)
      if (count === lists.length) hits.set(page, SCORE.slot[slot]);
    return hits;
  }

  private async matchGroup(group: QueryGroup): Promise<GroupMatch> {
    const index = await this.indexHits(group);
    const titles = new Set<number>();
    const headings = new Set<number>();
    this.titles.forEach((title, page) => {
      if (findGroup(title, group, 1).length) titles.add(page);
    });
    this.headings.forEach((heading, id) => {
      if (heading && findGroup(heading, group, 1).length) headings.add(id);
    });
    return { index, titles, headings };
  }

  async search(
    query: string,
    { limit = 10, sectionsPerPage = 3, signal }: SearchOptions = {},
  ): Promise<PageResult[]> {
    const groups = parseQuery(query);
    if (!groups.length) return [];
    const matches = await Promise.all(groups.map((g) => this.matchGroup(g)));
    signal?.throwIfAborted();
    const whole = normalize(query).trim();
    const exactTitles = new Set(this.titles.flatMap((t, page) => (t === whole ? [page] : [])));
    // a few more pages than shown, so unconfirmed ones (CJK words of three or more characters) can step back
    const extra = groups.some((g) => g.kind === 'cjk' && g.grams.length > 1) ? 5 : 0;
    const ranked = rankPages(groups, matches, this.pageOfSection, exactTitles)
      .slice(0, limit + extra)
      .map((r) => r.page);
    signal?.throwIfAborted();
    await this.loadTexts(ranked);
    signal?.throwIfAborted();
    const built = ranked.map((page) => {
      const [from, to] = this.pageSections[page];
      const sections = Array.from({ length: to - from }, (_, k) => this.sectionText(from + k));
      const [url, title] = this.manifest.pages[page];
      return pageResult(
        { url, title, foldedTitle: this.titles[page] },
        sections,
        groups,
        sectionsPerPage,
      );
    });
    return [...built.filter((b) => b.confirmed), ...built.filter((b) => !b.confirmed)]
      .slice(0, limit)
      .map((b) => b.result);
  }
}
