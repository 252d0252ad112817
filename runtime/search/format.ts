// The files of a local search index, shared by the writer (cli/search) and the reader (runtime/search).
//
// A locale's index is a manifest plus shards, all content-hashed JSON under `assets/search/`:
// - the manifest (fetched first) lists pages, their section headings and the shard files;
// - term shards are flexsearch indexes (see encoder.ts), one per kind of term and first character of the term, each
//   written by flexsearch's own export, so a query imports only the shards of the characters its words start with
//   (a prefix always knows its first character);
// - text shards hold section text, in runs of consecutive sections, loaded for the pages a query ranks highest:
//   the sections that match and their excerpts are found in it (flexsearch keeps no text in an index).
//
// The flexsearch indexes map terms to pages, not sections: section ids would double their size (mostly
// bigrams of the Chinese locale), and the text that excerpts need anyway tells which sections match.
import type { TermKind } from './encoder.ts';
import { isCjk } from './tokenize.ts';

export const SEARCH_FORMAT = 2;

/** One term shard: the parts flexsearch's export wrote, as [key to pass to Index#import, file path]. */
export type TermShardFiles = [key: string, file: string][];

export interface SearchManifest {
  format: typeof SEARCH_FORMAT;
  /** [route, title] per page; a page's position is its id in the flexsearch indexes. */
  pages: [string, string][];
  /** [page index, heading anchor ('' for the text before the first heading), heading text] per section. */
  sections: [number, string, string][];
  /** Term shards per kind; a term lives in `terms[kindOf(term)][shardOf(term, count)]`. */
  terms: Record<TermKind, TermShardFiles[]>;
  /** File paths of the text shards; shard i holds sections textStarts[i] up to textStarts[i + 1]. */
  textShards: string[];
  textStarts: number[];
}

/** The prose of each section (code is indexed but not kept for excerpts). */
export type TextShard = string[];

export const kindOf = (term: string): TermKind =>
  isCjk(String.fromCodePoint(term.codePointAt(0)!)) ? 'cjk' : 'latin';

/** The shard a term (or a prefix of one) lives in: decided by its first character alone. */
export function shardOf(term: string, count: number): number {
  return count <= 1 ? 0 : term.codePointAt(0)! % count;
}
