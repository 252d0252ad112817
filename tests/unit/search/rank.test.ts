import { describe, expect, it } from 'vitest';
import { rankPages, SCORE, type GroupMatch } from '../../../runtime/search/rank.ts';
import { parseQuery } from '../../../runtime/search/tokenize.ts';

/** A group match from page → index score, pages with the word in the title, and sections with it in a heading. */
const match = (
  index: Record<number, number>,
  titles: number[] = [],
  headings: number[] = [],
): GroupMatch => ({
  index: new Map(Object.entries(index).map(([p, s]) => [Number(p), s])),
  titles: new Set(titles),
  headings: new Set(headings),
});
// sections 0–1 belong to page 0, 2–3 to page 1, 4 to page 2
const pageOfSection = [0, 0, 1, 1, 2];

describe('page ranking', () => {
  it('requires every required group and orders by score', () => {
    const groups = parseQuery('docker port');
    const ranked = rankPages(
      groups,
      [match({ 0: 1, 1: 2, 2: 1 }), match({ 1: 1, 2: 2 })],
      pageOfSection,
    );
    expect(ranked.map((r) => r.page)).toEqual([1, 2]);
  });

  it('values a title above a heading above prose', () => {
    const groups = parseQuery('docker');
    const ranked = rankPages(
      groups,
      [match({ 0: SCORE.slot[0], 1: 1, 2: 1 }, [2], [2])],
      pageOfSection,
    );
    expect(ranked.map((r) => r.page)).toEqual([2, 1, 0]);
  });

  it('adds a bonus when one heading holds the whole query', () => {
    const groups = parseQuery('admin password');
    const ranked = rankPages(
      groups,
      [match({ 0: 1, 1: 1 }, [], [0, 2]), match({ 0: 1, 1: 1 }, [], [1, 2])],
      pageOfSection,
    );
    expect(ranked[0].page).toBe(1);
    expect(ranked[0].score - ranked[1].score).toBe(SCORE.allInOneHeading);
  });

  it('lets optional words only add to the score', () => {
    const groups = parseQuery('how to docker');
    expect(groups.map((g) => g.optional)).toEqual([true, true, false]);
    const ranked = rankPages(
      groups,
      [match({ 0: 1 }), match({ 0: 1 }), match({ 1: 1 })],
      pageOfSection,
    );
    expect(ranked.map((r) => r.page)).toEqual([1]);
  });

  it('forgives one missing word of three or more, but not one of two', () => {
    expect(
      rankPages(parseQuery('docker xyzzy'), [match({ 0: 1 }), match({})], pageOfSection),
    ).toEqual([]);
    const three = rankPages(
      parseQuery('docker port xyzzy'),
      [match({ 0: 1, 1: 1 }), match({ 1: 1 }), match({})],
      pageOfSection,
    );
    expect(three.map((r) => r.page)).toEqual([1]);
  });

  it('puts an exact title first', () => {
    const ranked = rankPages(
      parseQuery('install'),
      [match({ 0: 2, 1: 1 }, [0, 1])],
      pageOfSection,
      new Set([1]),
    );
    expect(ranked.map((r) => r.page)).toEqual([1, 0]);
  });
});
