import { encodePostings, encodeTerms, termStrength } from '../../runtime/search/codec.ts';
import { shardOf, type TermShard, type TextShard } from '../../runtime/search/format.ts';
import { indexTerms } from '../../runtime/search/tokenize.ts';
import type { SearchSource } from './collect.ts';

export interface ShardSizes {
  /** Aim for term shards of about this many characters (raw); the shard count follows from it. */
  termShardChars: number;
  /** Close a text shard once it holds this many characters. */
  textShardChars: number;
}

/**
 * About 20 KB gzipped per term shard and 30–40 KB per text shard: a first query fetches a few files, and a locale
 * stays a couple of dozen files. Smaller text shards compress worse (24 K characters cost the Chinese locale 12 KB
 * more in all) and save little, as the top results of a query are spread over several shards anyway.
 */
export const DEFAULT_SHARD_SIZES: ShardSizes = { termShardChars: 48_000, textShardChars: 48_000 };

export interface BuiltIndex {
  termShards: TermShard[];
  textShards: TextShard[];
  textStarts: number[];
}

/** Terms of a page's prose (with counts) and of its code, over all its sections. */
function pageTerms(source: SearchSource, page: number, sections: SearchSource['sections']) {
  const prose = new Map<string, number>();
  const code = new Set<string>();
  for (const s of sections) {
    for (const [term, count] of indexTerms(s.text)) prose.set(term, (prose.get(term) ?? 0) + count);
    for (const term of indexTerms(s.code).keys()) code.add(term);
  }
  // titles and headings are matched from the manifest, but their words also belong to the page's vocabulary,
  // so a query word found only in a heading still selects the page's postings
  for (const term of indexTerms([source.pages[page].title, ...sections.map((s) => s.heading)].join('\n')).keys()) {
    if (!prose.has(term)) prose.set(term, 1);
  }
  return { prose, code };
}

/**
 * Page-level inverted index with the strength of each posting, sharded by the first character of the term.
 *
 * Hand-rolled rather than flexsearch (which the design named), measured on this site with the same tokeniser:
 * flexsearch needs `tokenize: 'forward'` for prefix matching, which stores every prefix of every term; its export
 * was 118 KB gzipped for English and 282 KB for Chinese, against 42 KB and 139 KB here (terms and postings), and
 * it must be imported whole before the first query, where these shards load by first character. Its lookups are
 * faster (0.01 ms against 0.3–0.5 ms for a whole query here, ranking and excerpts included), but both are far
 * below the 5 ms budget; and the browser is spared its 28–51 KB of code.
 */
export function buildInvertedIndex(source: SearchSource, sizes: ShardSizes = DEFAULT_SHARD_SIZES): BuiltIndex {
  const postings = new Map<string, { page: number; strength: number }[]>();
  const sectionsOf = source.pages.map((): SearchSource['sections'] => []);
  for (const s of source.sections) sectionsOf[s.page].push(s);
  source.pages.forEach((_, page) => {
    const { prose, code } = pageTerms(source, page, sectionsOf[page]);
    for (const term of new Set([...prose.keys(), ...code])) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ page, strength: termStrength(prose.get(term) ?? 0, code.has(term)) });
    }
  });

  const terms = [...postings.keys()].sort();
  const encoded = new Map(terms.map((term) => [term, encodePostings(postings.get(term)!)]));
  const totalChars = terms.reduce((sum, term) => sum + term.length + encoded.get(term)!.length + 4, 0);
  const count = Math.max(1, Math.ceil(totalChars / sizes.termShardChars));
  const byShard: string[][] = Array.from({ length: count }, () => []);
  for (const term of terms) byShard[shardOf(term, count)].push(term);
  const termShards = byShard.map((list) => ({ terms: encodeTerms(list), postings: list.map((t) => encoded.get(t)!) }));

  const textShards: TextShard[] = [];
  const textStarts: number[] = [];
  // code is indexed, but excerpts come from prose only: code kept for them would add 15 KB gzipped per locale
  let size = Infinity;
  source.sections.forEach((section, id) => {
    if (size >= sizes.textShardChars) { textShards.push([]); textStarts.push(id); size = 0; }
    textShards[textShards.length - 1].push(section.text);
    size += section.text.length;
  });
  return { termShards, textShards, textStarts };
}
