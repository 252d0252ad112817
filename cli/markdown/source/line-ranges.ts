// Line selections written by hand (`{1,3-5}` on a fence, `{74-125}` or `{3,}`
// on an include) are bounded by the lines that exist: a range is kept as two
// numbers and clamped, never expanded into one entry per line, so
// `{1-999999999}` costs what `{1-20}` costs.

export type LineRange = readonly [first: number, last: number];

/**
 * `1,3-5` → [[1,1],[3,5]], clamped to 1…`lineCount`; parts that are not numbers
 * or lie past the end are dropped.
 */
export function parseHighlightRanges(spec: string, lineCount: number): LineRange[] {
  const ranges: LineRange[] = [];
  for (const part of spec.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const first = Math.max(1, Number(m[1]));
    const last = Math.min(lineCount, m[2] === undefined ? first : Number(m[2]));
    if (first <= last) ranges.push([first, last]);
  }
  return ranges;
}

export function inRanges(ranges: readonly LineRange[], line: number): boolean {
  return ranges.some(([first, last]) => line >= first && line <= last);
}

/** The canonical spelling of a selection, for cache keys and attributes: `1,3-5`. */
export function formatRanges(ranges: readonly LineRange[]): string {
  return ranges.map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)).join(',');
}

/**
 * The line selection of an include: theme-hope writes `{start-end}`,
 * `{start-}`, `{-end}`; VitePress writes `{start,end}`, `{start,}`, `{,end}`.
 * Both count lines from 1. Returns null when the text is not a selection.
 */
export function parseIncludeRange(spec: string): { start?: number; end?: number } | null {
  const m = /^\{\s*(\d*)\s*[-,]\s*(\d*)\s*\}$/.exec(spec);
  if (!m || (!m[1] && !m[2])) return null;
  return { start: m[1] ? Number(m[1]) : undefined, end: m[2] ? Number(m[2]) : undefined };
}
