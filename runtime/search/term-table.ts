import { decodePostings, decodeTerms, type Postings } from './codec.ts';
import type { TermShard } from './format.ts';

/** A prefix matching more terms than this keeps the shortest ones ("a" alone would otherwise touch thousands). */
export const MAX_EXPANSIONS = 64;

export interface TermHit {
  term: string;
  postings: Postings;
}

/** One loaded term shard: exact and prefix lookups, decoding each posting list once, on first use. */
export class TermTable {
  private readonly terms: string[];
  private readonly decoded = new Map<number, Postings>();

  constructor(private readonly shard: TermShard) {
    this.terms = decodeTerms(shard.terms);
  }

  get size(): number {
    return this.terms.length;
  }

  /** Index of the first term not below `key` (terms are sorted by UTF-16 code units, as Array#sort leaves them). */
  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < key) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  private postingsAt(i: number): Postings {
    let p = this.decoded.get(i);
    if (!p) {
      p = decodePostings(this.shard.postings[i]);
      this.decoded.set(i, p);
    }
    return p;
  }

  exact(term: string): TermHit | null {
    const i = this.lowerBound(term);
    return this.terms[i] === term ? { term, postings: this.postingsAt(i) } : null;
  }

  /** Terms starting with `prefix`, the exact term first, then the shortest. */
  prefixed(prefix: string): TermHit[] {
    const from = this.lowerBound(prefix);
    let to = from;
    while (to < this.terms.length && this.terms[to].startsWith(prefix)) to += 1;
    let indexes = Array.from({ length: to - from }, (_, k) => from + k);
    if (indexes.length > MAX_EXPANSIONS) indexes = indexes.sort((a, b) => this.terms[a].length - this.terms[b].length).slice(0, MAX_EXPANSIONS);
    return indexes.map((i) => ({ term: this.terms[i], postings: this.postingsAt(i) }));
  }
}
