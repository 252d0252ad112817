import { describe, expect, it } from 'vitest';
import { decodePostings, decodeTerms, encodePostings, encodeTerms, termStrength } from '../../../runtime/search/codec.ts';

describe('posting lists', () => {
  it('round-trip pages and strengths, small and large gaps alike', () => {
    const postings = [{ page: 0, strength: 1 }, { page: 1, strength: 3 }, { page: 9, strength: 0 }, { page: 40_000, strength: 2 }, { page: 40_001, strength: 1 }];
    const decoded = decodePostings(encodePostings(postings));
    expect([...decoded.pages]).toEqual(postings.map((p) => p.page));
    expect([...decoded.strengths]).toEqual(postings.map((p) => p.strength));
  });

  it('spend one character on a posting with a small gap', () => {
    expect(encodePostings([{ page: 0, strength: 1 }, { page: 2, strength: 1 }, { page: 5, strength: 3 }])).toHaveLength(3);
  });

  it('use only characters JSON leaves alone', () => {
    const encoded = encodePostings(Array.from({ length: 300 }, (_, i) => ({ page: i * 97, strength: i % 4 })));
    expect(JSON.stringify(encoded)).toBe(`"${encoded}"`);
  });

  it('rate prose above code, and repetition above a single mention', () => {
    expect([termStrength(0, true), termStrength(1, false), termStrength(3, true), termStrength(9, false)]).toEqual([0, 1, 2, 3]);
  });
});

describe('front-coded terms', () => {
  it('round-trip a sorted list with shared prefixes, CJK and astral characters', () => {
    const terms = ['alist', 'aliyundrive', 'aliyundriveopen', 'install', 'installation', '挂载', '挂载点', '𠀋𠀌', '𠀋𠀍'].sort();
    const encoded = encodeTerms(terms);
    expect(decodeTerms(encoded)).toEqual(terms);
    expect(encoded.length).toBeLessThan(terms.join('\n').length);
  });

  it('decode an empty shard to no terms', () => {
    expect(decodeTerms(encodeTerms([]))).toEqual([]);
  });
});
