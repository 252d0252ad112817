// The local search engine: loads a locale's index files on demand and answers queries. Used by the search dialog
// in the browser and by the benchmark in Node, through the same loader interface. No DOM, no React.
import { SEARCH_FORMAT, shardOf, type SearchManifest, type TextShard } from './format.ts';
import { pageResult, type SectionText } from './page-result.ts';
import { rankPages, SCORE, type GroupMatch } from './rank.ts';
import { TermTable } from './term-table.ts';
import { findGroup, fold, type Folded } from './text-match.ts';
import { normalize, parseQuery, type QueryGroup } from './tokenize.ts';
import type { PageResult, SearchEngine, SearchOptions } from './types.ts';

/** Reads one index file (a path from the manifest) and returns its parsed JSON; rejects when it cannot. */
export type IndexLoader = (path: string) => Promise<unknown>;

export class LocalSearchIndex implements SearchEngine {
  private readonly tables = new Map<number, Promise<TermTable>>();
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
    if (manifest?.format !== SEARCH_FORMAT) throw new Error(`search index ${manifestPath} has an unknown format`);
    return new LocalSearchIndex(manifest, load);
  }

  constructor(private readonly manifest: SearchManifest, private readonly load: IndexLoader) {
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

  private cached<T>(cache: Map<number, Promise<T>>, key: number, make: () => Promise<T>): Promise<T> {
    let promise = cache.get(key);
    if (!promise) {
      promise = make();
      // a failed request is forgotten, so the next query tries again
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  }

  private table(term: string): Promise<TermTable> {
    const shard = shardOf(term, this.manifest.termShards.length);
    return this.cached(this.tables, shard, async () => new TermTable((await this.load(this.manifest.termShards[shard])) as never));
  }

  private textShardOf(section: number): number {
    const starts = this.manifest.textStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= section) lo = mid; else hi = mid - 1;
    }
    return lo;
  }

  private async loadTexts(pages: number[]): Promise<void> {
    const shards = new Set<number>();
    for (const page of pages) {
      const [from, to] = this.pageSections[page];
      for (let s = from; s < to; s += 1) shards.add(this.textShardOf(s));
    }
    await Promise.all([...shards].map((i) => this.cached(this.texts, i, async () => {
      const shard = (await this.load(this.manifest.textShards[i])) as TextShard;
      this.loadedTexts.set(i, shard);
      return shard;
    })));
  }

  private sectionText(id: number): SectionText {
    const shard = this.textShardOf(id);
    const text = this.loadedTexts.get(shard)?.[id - this.manifest.textStarts[shard]] ?? '';
    let folded = this.folds.get(id);
    if (!folded) this.folds.set(id, (folded = fold(text)));
    const [, anchor, heading] = this.manifest.sections[id];
    return { anchor, heading, foldedHeading: this.headings[id], text, folded };
  }

  /** Pages the term index finds for a group, with their index score. */
  private async indexHits(group: QueryGroup): Promise<Map<number, number>> {
    const hits = new Map<number, number>();
    const keep = (page: number, score: number) => { if (score > (hits.get(page) ?? 0)) hits.set(page, score); };
    if (group.kind === 'word' || Array.from(group.text).length === 1) {
      const typed = group.kind === 'word' ? group.term : group.text;
      for (const hit of (await this.table(typed)).prefixed(typed)) {
        const factor = hit.term === typed ? 1 : SCORE.prefix(typed.length, hit.term.length);
        hit.postings.pages.forEach((page, i) => keep(page, SCORE.strength[hit.postings.strengths[i]] * factor));
      }
      return hits;
    }
    // a CJK word: every one of its bigrams must be on the page
    const lists = await Promise.all(group.grams.map(async (gram) => (await this.table(gram)).exact(gram)));
    if (lists.some((l) => !l)) return hits;
    // a page counts as strongly as its rarest bigram
    const weakest = new Map<number, { count: number; strength: number }>();
    for (const list of lists) {
      list!.postings.pages.forEach((page, i) => {
        const seen = weakest.get(page) ?? { count: 0, strength: 3 };
        weakest.set(page, { count: seen.count + 1, strength: Math.min(seen.strength, list!.postings.strengths[i]) });
      });
    }
    for (const [page, { count, strength }] of weakest) if (count === lists.length) keep(page, SCORE.strength[strength]);
    return hits;
  }

  private async matchGroup(group: QueryGroup): Promise<GroupMatch> {
    const index = await this.indexHits(group);
    const titles = new Set<number>();
    const headings = new Set<number>();
    this.titles.forEach((title, page) => { if (findGroup(title, group, 1).length) titles.add(page); });
    this.headings.forEach((heading, id) => { if (heading && findGroup(heading, group, 1).length) headings.add(id); });
    return { index, titles, headings };
  }

  async search(query: string, { limit = 10, sectionsPerPage = 3, signal }: SearchOptions = {}): Promise<PageResult[]> {
    const groups = parseQuery(query);
    if (!groups.length) return [];
    const matches = await Promise.all(groups.map((g) => this.matchGroup(g)));
    signal?.throwIfAborted();
    const whole = normalize(query).trim();
    const exactTitles = new Set(this.titles.flatMap((t, page) => (t === whole ? [page] : [])));
    // a few more pages than shown, so unconfirmed ones can step back without leaving the list short
    const ranked = rankPages(groups, matches, this.pageOfSection, exactTitles).slice(0, limit + 5);
    await this.loadTexts(ranked.map((r) => r.page));
    signal?.throwIfAborted();
    const built = ranked.map(({ page }) => {
      const [from, to] = this.pageSections[page];
      const sections = Array.from({ length: to - from }, (_, k) => this.sectionText(from + k));
      const [url, title] = this.manifest.pages[page];
      return pageResult({ url, title, foldedTitle: this.titles[page] }, sections, groups, sectionsPerPage);
    });
    return [...built.filter((b) => b.confirmed), ...built.filter((b) => !b.confirmed)].slice(0, limit).map((b) => b.result);
  }
}
