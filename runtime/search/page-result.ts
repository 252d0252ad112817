// Turns a ranked page into what the dialog shows: its best sections, their headings and excerpts, highlighted.
import { excerpt, highlight } from './excerpt.ts';
import { findGroup, mergeRanges, toOriginal, type Folded } from './text-match.ts';
import type { QueryGroup } from './tokenize.ts';
import type { PageResult, SectionResult } from './types.ts';

export interface SectionText {
  anchor: string;
  heading: string;
  foldedHeading: string;
  text: string;
  folded: Folded;
}

/** Larger than any section's own score. */
const TITLE_LEADS = 1000;
const SECTION_SCORE = {
  heading: 4,
  prose: 1,
  perOccurrence: 0.25,
  maxOccurrences: 4,
  optional: 0.3,
};

interface ScoredSection {
  section: SectionText;
  order: number;
  score: number;
  ranges: [number, number][];
  groups: Set<number>;
}

function scoreSection(section: SectionText, order: number, groups: QueryGroup[]): ScoredSection {
  const ranges: [number, number][] = [];
  const matched = new Set<number>();
  let score = 0;
  groups.forEach((group, g) => {
    const inHeading =
      section.heading !== '' && findGroup(section.foldedHeading, group, 1).length > 0;
    const found = findGroup(section.folded.text, group);
    for (const [s, e] of found)
      ranges.push([toOriginal(section.folded, s), toOriginal(section.folded, e)]);
    let groupScore =
      (inHeading ? SECTION_SCORE.heading : 0) +
      (found.length
        ? SECTION_SCORE.prose +
          SECTION_SCORE.perOccurrence * Math.min(found.length - 1, SECTION_SCORE.maxOccurrences)
        : 0);
    if (group.optional) groupScore *= SECTION_SCORE.optional;
    if (groupScore > 0) matched.add(g);
    score += groupScore;
  });
  return { section, order, score, ranges: mergeRanges(ranges), groups: matched };
}

/**
 * The page's sections that match, best first (at most `limit`), or its opening when only the title or code
 * matched. `confirmed` is false when a Chinese word of three or more characters, whose bigrams the index found
 * on the page, does not occur as a whole anywhere on it: such pages are shown after the confirmed ones.
 */
export function pageResult(
  page: { url: string; title: string; foldedTitle: string },
  sections: SectionText[],
  groups: QueryGroup[],
  limit: number,
): { result: PageResult; confirmed: boolean } {
  const scored = sections.map((s, i) => scoreSection(s, i, groups));
  // a page whose title answers the query is offered first as itself: its opening section leads
  const titleAnswers = groups.every(
    (g) => g.optional || findGroup(page.foldedTitle, g, 1).length > 0,
  );
  if (titleAnswers && scored[0]?.section.anchor === '') scored[0].score += TITLE_LEADS;
  const chosen = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit);
  if (!chosen.length && scored.length) chosen.push(scored[0]);
  const confirmed = groups.every(
    (group, g) =>
      group.optional ||
      group.kind !== 'cjk' ||
      group.grams.length < 2 ||
      page.foldedTitle.includes(group.text) ||
      scored.some((s) => s.groups.has(g)),
  );
  const results: SectionResult[] = chosen.map(({ section, ranges }) => ({
    anchor: section.anchor,
    heading: section.anchor ? highlight(section.heading, groups) : null,
    excerpt: excerpt(section.text, ranges),
  }));
  return {
    result: { url: page.url, title: highlight(page.title, groups), sections: results },
    confirmed,
  };
}
