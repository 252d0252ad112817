import { contentHash } from '../write/modules.ts';
import { SEARCH_FORMAT, type SearchManifest } from '../../runtime/search/format.ts';
import type { PageSource } from './collect.ts';
import { TermTable, type PackedSlots } from './packed-slots.ts';
import { slotsOfPage, termShards, type KnownSlots, type TermMemo } from './term-index.ts';

/** Index files as [path in the output, contents]. */
export type IndexFile = [string, string];

export interface LocaleIndexOptions {
  /** Folder of the index files inside the output root. */
  dir: string;
  /** Characters of (term, page) pairs a term shard aims for, and of prose that closes a text shard. */
  sizes: { termShardChars: number; textShardChars: number };
  known?: KnownSlots;
  memo?: TermMemo;
}

/**
 * One locale's index made from its pages in parts, in page order: `add` takes some pages and returns the text
 * shards they closed, `finish` yields the term shards one at a time and the manifest last. What it holds between
 * parts is each page's route, title, headings and term numbers, never the locale's prose: on a site of 20,000
 * pages that prose is tens of megabytes a locale, held twice while it was posted to the search worker whole.
 *
 * The files are those of the locale made at once: a text shard closes where it would have, and a term shard
 * needs every page's terms, which are kept as numbers (TermTable).
 */
export class LocaleIndex {
  private readonly pages: [string, string][] = [];
  private readonly sections: [number, string, string][] = [];
  private readonly slots: PackedSlots[] = [];
  private readonly table = new TermTable();
  private readonly textShards: string[] = [];
  private readonly textStarts: number[] = [];
  private shard: string[] = [];
  private shardChars = Infinity;

  constructor(
    private readonly name: string,
    private readonly manifestFile: string,
    private readonly options: LocaleIndexOptions,
  ) {}

  /** Takes the next pages; returns the text shards they closed. */
  add(pages: PageSource[]): IndexFile[] {
    const closed: IndexFile[] = [];
    for (const page of pages) {
      const { route, title, sections } = page;
      const id = this.pages.push([route, title]) - 1;
      for (const s of sections) {
        if (this.shardChars >= this.options.sizes.textShardChars) {
          if (this.textStarts.length) closed.push(this.closeTextShard());
          this.textStarts.push(this.sections.length);
          this.shardChars = 0;
        }
        this.sections.push([id, s.slug, s.heading]);
        this.shard.push(s.text);
        this.shardChars += s.text.length;
      }
      this.slots.push(slotsOfPage(page, this.table, this.options.known, this.options.memo));
    }
    return closed;
  }

  /** The last text shard, then each term shard as it is exported, then the manifest. */
  *finish(): Generator<IndexFile> {
    if (this.textStarts.length) yield this.closeTextShard();
    const { sizes, memo } = this.options;
    const terms: SearchManifest['terms'] = { latin: [], cjk: [] };
    const shards = termShards(this.slots, sizes.termShardChars, { memo, locale: this.name });
    for (const { kind, parts } of shards) {
      const i = terms[kind].length;
      const named: [string, string][] = [];
      for (const [key, json] of parts) {
        const file = this.fileOf(`${kind}-${i}.${key}`, json);
        named.push([key, file]);
        yield [file, json];
      }
      terms[kind].push(named);
    }
    const manifest: SearchManifest = {
      format: SEARCH_FORMAT,
      pages: this.pages,
      sections: this.sections,
      terms,
      textShards: this.textShards,
      textStarts: this.textStarts,
    };
    yield [this.manifestFile, JSON.stringify(manifest)];
  }

  private closeTextShard(): IndexFile {
    const json = JSON.stringify(this.shard);
    this.shard = [];
    const file = this.fileOf(`text-${this.textShards.length}`, json);
    this.textShards.push(file);
    return [file, json];
  }

  /** A shard's path, named by its content (hosts may cache it for ever). */
  private fileOf(kind: string, json: string): string {
    return `${this.options.dir}/${this.name}/${kind}.${contentHash(json)}.json`;
  }
}
