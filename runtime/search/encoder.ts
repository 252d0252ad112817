// Our tokeniser as flexsearch's encoder, shared by the build (which adds pages) and the browser (which queries), so
// both sides always agree on what a term is.
import { Encoder, Index } from 'flexsearch';
import { MAX_TERM_LENGTH, normalize, termsOf } from './tokenize.ts';

/** Which flexsearch index a term lives in: Latin words are prefix-matched, CJK bigrams are matched whole. */
export type TermKind = 'latin' | 'cjk';

/**
 * How strongly a page uses a term, as flexsearch's score slot (0 is best), assigned by the build: four or more times
 * in prose, two or three times, once (or only in a title or heading), only in code blocks. Titles and headings are
 * matched from the manifest, so the index need not say so. Four slots rather than flexsearch's nine: every slot
 * is an array in the export, so each costs bytes for every term (see cli/search/term-index.ts).
 */
export const SLOT = { many: 0, often: 1, once: 2, code: 3 } as const;
export const RESOLUTION = 4;

/**
 * The encoder: NFKC folding and lower case, then our terms (Latin words, CJK bigrams and segmenter words), one per
 * split. `keep` filters terms: the build uses it to send each term to its own shard.
 */
export function createEncoder(keep?: (term: string) => boolean): Encoder {
  return new Encoder({
    normalize,
    prepare: (text) => termsOf(text).join(' '),
    split: ' ',
    // flexsearch's own habits would change our terms: splitting numbers in threes, collapsing doubled letters
    numeric: false,
    dedupe: false,
    cache: false,
    minlength: 1,
    maxlength: MAX_TERM_LENGTH * 2,
    ...(keep ? { filter: keep } : {}),
  });
}

/**
 * One flexsearch index of a term shard. Latin words are stored with every prefix (`forward`), so a query word
 * matches words that start with it (`instal` finds `installing`); CJK bigrams only whole (`strict`): a prefix of a
 * bigram is one character, and indexing those would grow the Chinese locale's index for queries nobody types.
 * No cache and no fastupdate: neither survives export, and the browser never updates an index.
 */
export function createIndex(
  kind: TermKind,
  options: { keep?: (term: string) => boolean; score?: (term: string) => number } = {},
): Index {
  const { keep, score } = options;
  return new Index({
    tokenize: kind === 'latin' ? 'forward' : 'strict',
    resolution: RESOLUTION,
    encoder: createEncoder(keep),
    cache: false,
    fastupdate: false,
    ...(score ? { score: (_content: string[], term: string) => score(term) } : {}),
  });
}
