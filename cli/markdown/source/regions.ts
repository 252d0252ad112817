import type { HeadingIdRule } from '../dialects/heading-ids.ts';

// VS Code's folding regions, in whichever comment syntax the file uses: `//
// #region name`, `/* #region name */`, `<!-- #region name -->`, `# region
// name`, `#pragma region name`, `#Region name` … `#End Region`, `::#region`,
// `REM #region`, `-- #region`, `(* #region *)`. An imported file's language is
// not known from its use, so every style is tried on every line.
const OPENER = String.raw`^\s*(?:\/\/+|\/\*|<!--|--|::|\(\*|;+|%+|'|@?rem\b)?\s*#?\s*(?:pragma\s+)?`;
const CLOSER = String.raw`\s*(?:\*\/|-->|\*\))?\s*$`;
const START = new RegExp(`${OPENER}region\\b[ \\t]*"?([\\w.*-]*)"?${CLOSER}`, 'i');
const END = new RegExp(`${OPENER}end ?region\\b[ \\t]*"?([\\w.*-]*)"?${CLOSER}`, 'i');

export const isRegionMarker = (line: string) =>
  /region/i.test(line) && (START.test(line) || END.test(line));

/**
 * The lines of every region called `name`, joined in file order, without marker
 * lines, and the index of the first. A named end closes the region it names; an
 * unnamed one closes the innermost open region. Returns null when there is
 * none.
 */
export function extractRegion(
  lines: string[],
  name: string,
): { lines: string[]; start: number } | null {
  const open: { name: string; start: number }[] = [];
  const found: string[] = [];
  let first = -1;
  for (let i = 0; i < lines.length; i += 1) {
    if (!/region/i.test(lines[i])) continue;
    const start = START.exec(lines[i]);
    if (start) {
      open.push({ name: start[1], start: i + 1 });
      continue;
    }
    const end = END.exec(lines[i]);
    if (!end || !open.length) continue;
    const at = end[1] ? open.findLastIndex((r) => r.name === end[1]) : open.length - 1;
    if (at === -1) continue;
    const [closed] = open.splice(at);
    // nested regions of the same name yield the outer one only
    if (closed.name === name && !open.some((r) => r.name === name)) {
      if (first === -1) first = closed.start;
      found.push(...lines.slice(closed.start, i).filter((line) => !isRegionMarker(line)));
    }
  }
  return first === -1 ? repeatedStart(lines, name) : { lines: found, start: first };
}

/**
 * A region whose start is written again before its end (a changelog marking
 * each release's top as `recent`): the first start through the first end after
 * it, as VuePress's include reads it; null without such an end.
 */
function repeatedStart(lines: string[], name: string): { lines: string[]; start: number } | null {
  const start = lines.findIndex((line) => START.exec(line)?.[1] === name);
  if (start === -1) return null;
  const end = lines.findIndex(
    (line, i) => i > start && [name, ''].includes(END.exec(line)?.[1] ?? '-'),
  );
  return end === -1
    ? null
    : {
        lines: lines.slice(start + 1, end).filter((line) => !isRegionMarker(line)),
        start: start + 1,
      };
}

/**
 * Removes the indentation all non-blank lines share, so a region cut out of a
 * class reads from column 1.
 */
export function dedent(lines: string[]): string[] {
  let common = Infinity;
  for (const line of lines)
    if (line.trim()) common = Math.min(common, /^[ \t]*/.exec(line)![0].length);
  return common === Infinity || common === 0 ? lines : lines.map((line) => line.slice(common));
}

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * VitePress's other use of `#name` on an include: the section under the heading
 * whose anchor is `name` (its `{#id}` or its id by the site's rule), up to the
 * next heading of the same or a higher level. Returns null when there is none.
 */
export function extractHeadingSection(
  lines: string[],
  anchor: string,
  headingId: HeadingIdRule,
): { lines: string[]; start: number } | null {
  let fence: string | null = null;
  let from = -1;
  let level = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const marker = FENCE.exec(lines[i])?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? null : marker;
      continue;
    }
    if (fence) continue;
    const heading = HEADING.exec(lines[i]);
    if (!heading) continue;
    if (from !== -1 && heading[1].length <= level)
      return { lines: lines.slice(from, i), start: from };
    const custom = /\s*\{#([^}\s]+)\}$/.exec(heading[2]);
    const text = custom ? heading[2].slice(0, custom.index) : heading[2];
    if (from === -1 && (custom?.[1] ?? headingId(text.replace(/[`*_]|<[^>]*>/g, ''))) === anchor) {
      from = i + 1;
      level = heading[1].length;
    }
  }
  return from === -1 ? null : { lines: lines.slice(from), start: from };
}
