import type { HeadingIdRule } from '../dialects/heading-ids.ts';
import { extractHeadingSection, extractRegion } from './regions.ts';

export type Selection = { lines: string[]; firstLine: number } | { error: string; hint: string };

/**
 * The part of an included file a directive asks for: a region or heading's
 * section, then a line range. A line range counts the lines of the whole file,
 * front matter included (as theme-hope and VitePress both do); a whole file or
 * a region is included without its front matter.
 */
export function selectLines(
  lines: string[],
  {
    region,
    range,
    markdown,
    headingId,
  }: {
    region?: string;
    range?: { start?: number; end?: number };
    markdown: boolean;
    headingId: HeadingIdRule;
  },
): Selection {
  const bodyStart = markdown ? frontMatterLines(lines) : 0;
  let picked = { lines: lines.slice(bodyStart), start: bodyStart };
  if (region) {
    const found =
      extractRegion(lines, region) ?? (markdown ? headingSection(picked, region, headingId) : null);
    if (!found)
      return {
        error: `it has no region or heading \`#${region}\``,
        hint: 'mark the part with `<!-- #region name -->` … `<!-- #endregion name -->` (or the comment syntax of its language)',
      };
    picked = found;
  }
  if (range) {
    // without a region, lines count from the top of the file, front matter
    // included; an open start skips it
    const base = region ? picked.lines : lines;
    const first = range.start ?? (region ? 1 : bodyStart + 1);
    if (first > base.length)
      return {
        error: `line ${first} is past its end (${base.length} lines)`,
        hint: 'check the line range against the file',
      };
    const last = Math.min(range.end ?? base.length, base.length);
    if (last < first)
      return {
        error: `the line range ends (${last}) before it starts (${first})`,
        hint: 'write the first line, then the last',
      };
    picked = { lines: base.slice(first - 1, last), start: (region ? picked.start : 0) + first - 1 };
  }
  return { lines: picked.lines, firstLine: picked.start + 1 };
}

function headingSection(
  body: { lines: string[]; start: number },
  anchor: string,
  headingId: HeadingIdRule,
) {
  const section = extractHeadingSection(body.lines, anchor, headingId);
  return section && { lines: section.lines, start: body.start + section.start };
}

/** How many lines a leading `---` … `---` block takes (0 when there is none). */
function frontMatterLines(lines: string[]): number {
  if (lines[0]?.trimEnd() !== '---') return 0;
  const end = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  return end === -1 ? 0 : end + 1;
}
