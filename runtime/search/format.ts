// The files of a local search index, shared by the writer (cli/search) and the reader (runtime/search).
//
// A locale's index is a manifest plus shards, all content-hashed JSON under `assets/search/`:
// - the manifest (fetched first) lists pages, their section headings and the shard files; titles and headings are
//   matched from it directly;
// - term shards hold the dictionary and page-level postings, split by the first character of a term, so a query
//   loads only the shards of the characters its words start with (a prefix always knows its first character);
// - text shards hold section text, in runs of consecutive sections, loaded for the pages a query ranks highest:
//   the sections that match and their excerpts are found in it.
//
// Postings point at pages, not sections: section postings were twice the size (about 150 KB more gzipped for the
// Chinese locale, mostly bigrams), and the text that excerpts need anyway tells which sections match.

export const SEARCH_FORMAT = 1;

export interface SearchManifest {
  format: typeof SEARCH_FORMAT;
  /** [route, title] per page. */
  pages: [string, string][];
  /** [page index, heading anchor ('' for the text before the first heading), heading text] per section. */
  sections: [number, string, string][];
  /** File paths (relative to the site base) of the term shards; a term lives in `termShards[shardOf(term)]`. */
  termShards: string[];
  /** File paths of the text shards; shard i holds sections textStarts[i] up to textStarts[i + 1]. */
  textShards: string[];
  textStarts: number[];
}

export interface TermShard {
  /** Sorted and front-coded (see codec.ts); sorted, so a prefix is a contiguous range found by binary search. */
  terms: string;
  /** One encoded posting list per term (see codec.ts). */
  postings: string[];
}

/** The prose of each section (code is indexed but not kept for excerpts). */
export type TextShard = string[];

/** The shard a term (or a prefix of one) lives in: decided by its first character alone. */
export function shardOf(term: string, count: number): number {
  return count <= 1 ? 0 : term.codePointAt(0)! % count;
}
