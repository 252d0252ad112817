// Page ranking from what each query group matched. Pure: flexsearch and the manifest gather the matches, this adds
// them up (flexsearch alone ranks a query's pages by the weakest of its words, and knows nothing of titles).
import type { QueryGroup } from './tokenize.ts';

/** What one group matched, per page. */
export interface GroupMatch {
  /** Page → score from the term index (prose and code). */
  index: Map<number, number>;
  /** Pages whose title contains the group. */
  titles: Set<number>;
  /** Sections whose heading contains the group. */
  headings: Set<number>;
}

export const SCORE = {
  /** By flexsearch slot (SLOT of encoder.ts): four or more times in prose, two or three, once, only in code. */
  slot: [2, 1.5, 1, 0.3],
  title: 8,
  heading: 4,
  /** The whole query is the page title. */
  exactTitle: 12,
  /** One heading, or the title, holds every required group of a query that has several. */
  allInOneHeading: 6,
  /** Stop words and other optional groups count this much of a required one. */
  optional: 0.3,
};

export interface RankedPage {
  page: number;
  score: number;
}

/**
 * Pages that match every required group, best first. When none does and the query has three or more required
 * groups, pages missing just one of them are returned instead, so one stray word in a long query does not empty
 * the list (with two words, a page with only one of them is too loose a match to offer).
 */
export function rankPages(
  groups: QueryGroup[],
  matches: GroupMatch[],
  pageOfSection: ArrayLike<number>,
  exactTitles: Set<number> = new Set(),
): RankedPage[] {
  const totals = new Map<number, { score: number; required: number }>();
  groups.forEach((group, g) => {
    const m = matches[g];
    const headingPages = new Set(Array.from(m.headings, (section) => pageOfSection[section]));
    for (const page of new Set([...m.index.keys(), ...m.titles, ...headingPages])) {
      const score =
        (m.index.get(page) ?? 0) +
        (m.titles.has(page) ? SCORE.title : 0) +
        (headingPages.has(page) ? SCORE.heading : 0);
      const total = totals.get(page) ?? { score: 0, required: 0 };
      total.score += group.optional ? score * SCORE.optional : score;
      if (!group.optional) total.required += 1;
      totals.set(page, total);
    }
  });
  const required = groups.filter((g) => !g.optional).length;
  if (required >= 2) {
    for (const page of allInOne(groups, matches, pageOfSection))
      totals.get(page)!.score += SCORE.allInOneHeading;
  }
  let best = 0;
  for (const t of totals.values()) best = Math.max(best, t.required);
  const enough =
    best === required ? required : required >= 3 && best >= required - 1 ? best : Infinity;
  const ranked: RankedPage[] = [];
  for (const [page, t] of totals) {
    if (t.required >= enough)
      ranked.push({ page, score: t.score + (exactTitles.has(page) ? SCORE.exactTitle : 0) });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}

/** Pages whose title, or one of whose headings, contains every required group. */
function allInOne(
  groups: QueryGroup[],
  matches: GroupMatch[],
  pageOfSection: ArrayLike<number>,
): Set<number> {
  const required = groups.flatMap((g, i) => (g.optional ? [] : [matches[i]]));
  const pages = new Set<number>();
  for (const page of required[0].titles)
    if (required.every((m) => m.titles.has(page))) pages.add(page);
  for (const section of required[0].headings)
    if (required.every((m) => m.headings.has(section))) pages.add(pageOfSection[section]);
  return pages;
}
