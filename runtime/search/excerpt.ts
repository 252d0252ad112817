// Excerpts and highlights in original text, from matches found in its folded form.
import { findGroup, fold, mergeRanges, toOriginal, type Folded } from './text-match.ts';
import type { QueryGroup } from './tokenize.ts';
import type { Highlighted } from './types.ts';

/** Characters of an excerpt; the dialog clamps it to two lines, so the first match goes near its start. */
export const EXCERPT_LENGTH = 140;
/** Context kept before the first match. */
const LEAD = 24;

/** All matches of all groups, in original offsets. */
export function matchRanges(
  original: string,
  groups: QueryGroup[],
  folded: Folded = fold(original),
): [number, number][] {
  const ranges: [number, number][] = [];
  for (const group of groups) {
    for (const [s, e] of findGroup(folded.text, group))
      ranges.push([toOriginal(folded, s), toOriginal(folded, e)]);
  }
  return mergeRanges(ranges);
}

/** A short text (title, heading) with every match marked. */
export function highlight(text: string, groups: QueryGroup[]): Highlighted {
  return { text, ranges: matchRanges(text, groups) };
}

/**
 * A window of the text starting a little before the first match, with line breaks turned into spaces and `…`
 * where it was cut. Without a match, the start of the text.
 */
export function excerpt(
  original: string,
  ranges: [number, number][],
  length = EXCERPT_LENGTH,
): Highlighted {
  // one character for one keeps offsets valid; the section text has no other runs of white space
  const flat = original.replace(/[\n\t]/g, ' ');
  let start = ranges.length ? Math.max(0, ranges[0][0] - LEAD) : 0;
  if (start > 0) {
    // begin at a word boundary when one is near, so the excerpt does not open mid-word
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < ranges[0][0] && space - start < 12) start = space + 1;
  }
  if (isLowSurrogate(flat.charCodeAt(start))) start += 1;
  let end = Math.min(flat.length, start + length);
  if (isLowSurrogate(flat.charCodeAt(end))) end -= 1;
  const prefix = start > 0 ? '…' : '';
  const suffix = end < flat.length ? '…' : '';
  const shift = prefix.length - start;
  const window = flat.slice(start, end);
  const kept = ranges
    .filter(([s, e]) => s >= start && e <= end)
    .map(([s, e]): [number, number] => [s + shift, e + shift]);
  return { text: prefix + window + suffix, ranges: kept };
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
