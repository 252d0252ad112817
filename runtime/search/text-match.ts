// Finding a parsed query in displayed text (titles, headings, section prose): which groups occur, and where, in
// offsets of the original text so the UI can highlight it.
import { normalize, type QueryGroup } from './tokenize.ts';

/** Text folded like the index folds it, with a way back to offsets in the original. */
export interface Folded {
  text: string;
  /** Folded offset → original offset (length + 1 entries); null when offsets are the same in both. */
  map: number[] | null;
}

export function fold(original: string): Folded {
  const whole = normalize(original);
  // NFKC of full-width forms keeps the length, and so does lower-casing almost always: then offsets line up
  if (whole.length === original.length) return { text: whole, map: null };
  let text = '';
  const map: number[] = [];
  let at = 0;
  for (const char of original) {
    const piece = normalize(char);
    for (let i = 0; i < piece.length; i += 1) map.push(at);
    text += piece;
    at += char.length;
  }
  map.push(at);
  return { text, map };
}

export const toOriginal = (folded: Folded, offset: number): number =>
  folded.map ? folded.map[offset] : offset;

const NOT_CJK_WORD_CHAR =
  '(?:(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])[\\p{L}\\p{M}\\p{N}])';
const patterns = new Map<string, RegExp>();

/** A word group matches at the start of a word and highlights the whole word: `instal` marks `installing`. */
function wordPattern(term: string): RegExp {
  let re = patterns.get(term);
  if (!re) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    re = new RegExp(`(?<!${NOT_CJK_WORD_CHAR})${escaped}${NOT_CJK_WORD_CHAR}*`, 'gu');
    if (patterns.size > 500) patterns.clear();
    patterns.set(term, re);
  }
  re.lastIndex = 0;
  return re;
}

/** Where a group occurs in folded text: [start, end) ranges in folded offsets, at most `max` of them. */
export function findGroup(text: string, group: QueryGroup, max = 50): [number, number][] {
  const out: [number, number][] = [];
  if (group.kind === 'word') {
    const re = wordPattern(group.term);
    for (let m = re.exec(text); m && out.length < max; m = re.exec(text))
      out.push([m.index, m.index + m[0].length]);
    return out;
  }
  for (
    let i = text.indexOf(group.text);
    i !== -1 && out.length < max;
    i = text.indexOf(group.text, i + group.text.length)
  ) {
    out.push([i, i + group.text.length]);
  }
  return out;
}

/** Sorts ranges and merges the overlapping ones. */
export function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}
