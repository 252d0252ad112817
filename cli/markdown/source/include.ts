import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { parseIncludeRange } from './line-ranges.ts';
import { readInsideRoot, resolveNamedPath } from './read-inside-root.ts';
import { extractHeadingSection, extractRegion } from './regions.ts';

// `<!-- @include: path -->` as theme-hope and VitePress write it, anywhere in a line (VitePress expands it inside
// code fences too, to show part of a code file). The path may end with `#region` (a VS Code region, or in
// VitePress a heading's anchor) and a line selection: `{3-10}`, `{3-}`, `{-10}` (theme-hope) or `{3,10}`,
// `{3,}`, `{,10}` (VitePress), applied to the region when both are given.
const DIRECTIVE = /<!--\s*@include:\s*(.*?)\s*-->/g;
const SPEC = /^(.+?)(?:#([^\s#{}]+))?(\{[^{}]*\})?$/;

/** Includes nest at most this deep; a deeper chain is almost certainly a mistake. */
export const MAX_INCLUDE_DEPTH = 8;
/** What one page may grow to through includes; fan-out (a part included ten times, each including ten …) stops here. */
export const MAX_EXPANDED_CHARS = 8 * 1024 * 1024;

export interface IncludeOptions {
  /** The page (absolute path) and how diagnostics name it. */
  file: string;
  displayPath: string;
  /** The docs folder: includes resolve inside it, and `@/` names it. */
  root: string;
}

interface Expansion {
  root: string;
  /** The page being compiled: relative links of included markdown are rewritten to work from it. */
  page: string;
  files: string[];
  diagnostics: Diagnostic[];
  chars: number;
  /** Set once the page has grown past MAX_EXPANDED_CHARS: one error says so, later directives expand to nothing. */
  full: boolean;
}

/**
 * Expands include directives, recursively, relative to the including file. A line range counts the lines of the
 * whole file, front matter included (as theme-hope and VitePress both do); a whole file or a region is included
 * without its front matter. Every include that cannot be resolved is an error at the directive; cycles are one
 * error naming the chain. Returns the files read, for dev rebuilds and the page cache.
 */
export function expandIncludes(source: string, { file, displayPath, root }: IncludeOptions): { source: string; files: string[]; diagnostics: Diagnostic[] } {
  const state: Expansion = { root, page: file, files: [], diagnostics: [], chars: source.length, full: false };
  const expanded = expand(source, { file, displayPath, firstLine: 1, chain: [file] }, state);
  return { source: expanded, files: state.files, diagnostics: state.diagnostics };
}

interface Place {
  file: string;
  displayPath: string;
  /** The line in `file` where the text being expanded starts. */
  firstLine: number;
  /** The files being expanded, outermost first, for cycle detection. */
  chain: string[];
}

function expand(text: string, at: Place, state: Expansion): string {
  if (!text.includes('@include')) return text;
  return text.split('\n').map((line, i) => {
    if (!line.includes('@include')) return line;
    return line.replace(DIRECTIVE, (directive, spec: string, column: number) => {
      if (state.full) return '';
      const fail = (message: string, hint: string, rule = 'include/missing') => {
        state.diagnostics.push({ severity: 'error', file: at.displayPath, line: at.firstLine + i, column: column + 1, message, hint, rule });
        return '';
      };
      const parsed = SPEC.exec(spec);
      if (!parsed) return fail('`@include` names no file', 'write `<!-- @include: ./part.md -->`', 'include/syntax');
      const [, written, region, rangeText] = parsed;
      const range = rangeText ? parseIncludeRange(rangeText) : undefined;
      if (range === null) return fail(`line range \`${rangeText}\` is not understood`, 'write `{3-10}`, `{3-}` or `{-10}` (or `{3,10}`, `{3,}`, `{,10}`)', 'include/syntax');
      const target = resolveNamedPath(written, at.file, state.root);
      if (at.chain.includes(target)) {
        const names = [...at.chain.slice(at.chain.indexOf(target)), target].map((f) => path.relative(state.root, f));
        return fail(`include cycle: ${names.join(' → ')}`, 'remove one of these includes: a file cannot include itself, directly or through others', 'include/cycle');
      }
      if (at.chain.length > MAX_INCLUDE_DEPTH) return fail(`includes nest more than ${MAX_INCLUDE_DEPTH} deep at \`${written}\``, 'include the innermost file directly', 'include/depth');
      const read = readInsideRoot(target, state.root);
      if (read.file) state.files.push(read.file);
      if (!read.ok) return fail(`cannot include ${read.message}`, read.hint);
      const selected = select(read.text.replace(/\r\n?/g, '\n').split('\n'), { region, range, markdown: read.file.endsWith('.md') });
      if ('error' in selected) return fail(`cannot include \`${written}\`: ${selected.error}`, selected.hint, 'include/selection');
      state.chars += selected.lines.reduce((n, l) => n + l.length + 1, 0);
      if (state.chars > MAX_EXPANDED_CHARS) state.full = true;
      if (state.full) return fail(`includes make this page larger than ${MAX_EXPANDED_CHARS / 1048576} MB`, 'include fewer or smaller parts', 'include/size');
      const displayPath = path.relative(process.cwd(), read.file) || read.file;
      const lines = read.file.endsWith('.md') ? rebaseLinks(selected.lines, path.dirname(target), path.dirname(state.page)) : selected.lines;
      return expand(lines.join('\n'), { file: target, displayPath, firstLine: selected.firstLine, chain: [...at.chain, target] }, state);
    });
  }).join('\n');
}

type Selection = { lines: string[]; firstLine: number } | { error: string; hint: string };

function select(lines: string[], { region, range, markdown }: { region?: string; range?: { start?: number; end?: number }; markdown: boolean }): Selection {
  const bodyStart = markdown ? frontMatterLines(lines) : 0;
  let picked = { lines: lines.slice(bodyStart), start: bodyStart };
  if (region) {
    const found = extractRegion(lines, region) ?? (markdown ? headingSection(picked, region) : null);
    if (!found) return { error: `it has no region or heading \`#${region}\``, hint: 'mark the part with `<!-- #region name -->` … `<!-- #endregion name -->` (or the comment syntax of its language)' };
    picked = found;
  }
  if (range) {
    // without a region, lines count from the top of the file, front matter included; an open start skips it
    const base = region ? picked.lines : lines;
    const first = range.start ?? (region ? 1 : bodyStart + 1);
    if (first > base.length) return { error: `line ${first} is past its end (${base.length} lines)`, hint: 'check the line range against the file' };
    const last = Math.min(range.end ?? base.length, base.length);
    if (last < first) return { error: `the line range ends (${last}) before it starts (${first})`, hint: 'write the first line, then the last' };
    picked = { lines: base.slice(first - 1, last), start: (region ? picked.start : 0) + first - 1 };
  }
  return { lines: picked.lines, firstLine: picked.start + 1 };
}

const RELATIVE_LINK = /(!?\[[^\]\n]*\]\(\s*<?|^\s*\[[^\]\n]+\]:\s*<?)(\.\.?\/[^)\s>]*)/g;
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Relative links and images of an included markdown file point where they did in that file: `[a](./b.md)` in
 * `parts/x.md` becomes `[a](./parts/b.md)` in the page that includes it, as VitePress and theme-hope do.
 */
function rebaseLinks(lines: string[], from: string, to: string): string[] {
  if (from === to) return lines;
  let fence: string | null = null;
  return lines.map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) { fence = fence ? null : marker; return line; }
    if (fence || !line.includes('./')) return line;
    return line.replace(RELATIVE_LINK, (_, before: string, url: string) => {
      const moved = path.relative(to, path.resolve(from, url)).split(path.sep).join('/');
      return before + (moved.startsWith('.') ? moved : `./${moved}`);
    });
  });
}

function headingSection(body: { lines: string[]; start: number }, anchor: string) {
  const section = extractHeadingSection(body.lines, anchor);
  return section && { lines: section.lines, start: body.start + section.start };
}

/** How many lines a leading `---` … `---` block takes (0 when there is none). */
function frontMatterLines(lines: string[]): number {
  if (lines[0]?.trimEnd() !== '---') return 0;
  const end = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  return end === -1 ? 0 : end + 1;
}
