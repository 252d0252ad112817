import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { githubHeadingId, type HeadingIdRule } from '../dialects/heading-ids.ts';
import { aliasedPath, aliasHint, type IncludeAliases } from './include-aliases.ts';
import { parseIncludeRange } from './line-ranges.ts';
import { readHint, readInsideRoot, resolveNamedPath } from './read-inside-root.ts';
import { rebaseLinks } from './rebase-links.ts';
import { selectLines } from './select-lines.ts';
import { codeSpans } from './code-spans.ts';
import { fenceTracker } from './fence-lines.ts';

// `<!-- @include: path -->` as theme-hope and VitePress write it, anywhere in a
// line but in inline code (a page showing the syntax: theme-hope reads
// directives as blocks, so `` `<!-- @include: x -->` `` stays text there).
// VitePress expands it inside code fences too, to show part of a code file;
// there, one that cannot be included stays as written, as both tools leave it,
// since a fence is where pages show the syntax itself. The path may end with
// `#region` (a VS Code region, or in VitePress a heading's anchor) and a line
// selection: `{3-10}`, `{3-}`, `{-10}` (theme-hope) or `{3,10}`, `{3,}`,
// `{,10}` (VitePress), applied to the region when both are given.
const DIRECTIVE = /<!--\s*@include:\s*(.*?)\s*-->/g;
const SPEC = /^(.+?)(?:#([^\s#{}]+))?(\{[^{}]*\})?$/;

/** Includes nest at most this deep; a deeper chain is almost certainly a mistake. */
export const MAX_INCLUDE_DEPTH = 8;
/**
 * What one page may grow to through includes; fan-out (a part included ten
 * times, each including ten …) stops here.
 */
export const MAX_EXPANDED_CHARS = 8 * 1024 * 1024;

export interface IncludeOptions {
  /** The page (absolute path) and how diagnostics name it. */
  file: string;
  displayPath: string;
  /** The docs folder: includes resolve inside it, and `@/` names it. */
  root: string;
  /** The folder `@/` names instead, when the site says so (`markdown.atRoot`). */
  atRoot?: string;
  /**
   * How the site's headings get their ids, so `file.md#anchor` finds the
   * heading a link would (GitHub's by default).
   */
  headingId?: HeadingIdRule;
  /** Path prefixes that stand for folders of the site (`markdown.includeAliases`). */
  aliases?: IncludeAliases;
}

interface Expansion {
  root: string;
  aliases?: IncludeAliases;
  atRoot: string;
  headingId: HeadingIdRule;
  /**
   * The page being compiled: relative links of included markdown are rewritten
   * to work from it.
   */
  page: string;
  files: string[];
  diagnostics: Diagnostic[];
  chars: number;
  /** Files already read for this page: a part included many times is read once. */
  reads: Map<string, ReturnType<typeof readInsideRoot>>;
  /**
   * Set once the page has grown past MAX_EXPANDED_CHARS: one error says so,
   * later directives expand to nothing.
   */
  full: boolean;
}

/**
 * Where a line of the expanded source came from, so a message about it names
 * the file the writer edits.
 */
export interface LineOrigin {
  displayPath: string;
  line: number;
}

export interface ExpandedSource {
  source: string;
  /** One entry per line of `source`. */
  origins: LineOrigin[];
  files: string[];
  diagnostics: Diagnostic[];
}

/**
 * Expands include directives, recursively, relative to the including file.
 * Every include that cannot be resolved is an error at the directive; cycles
 * are one error naming the chain. Returns the files read, for dev rebuilds and
 * the page cache.
 */
export function expandIncludes(
  source: string,
  { file, displayPath, root, atRoot = root, headingId = githubHeadingId, aliases }: IncludeOptions,
): ExpandedSource {
  const state: Expansion = {
    root,
    aliases,
    atRoot,
    headingId,
    page: file,
    files: [],
    diagnostics: [],
    chars: source.length,
    full: false,
    reads: new Map(),
  };
  if (!source.includes('@include')) {
    return {
      source,
      origins: source.split('\n').map((_, i) => ({ displayPath, line: i + 1 })),
      files: [],
      diagnostics: [],
    };
  }
  const expanded = expand(source, { file, displayPath, firstLine: 1, chain: [file] }, state);
  return {
    source: expanded.lines.join('\n'),
    origins: expanded.origins,
    files: state.files,
    diagnostics: state.diagnostics,
  };
}

interface Place {
  file: string;
  displayPath: string;
  /** The line in `file` where the text being expanded starts. */
  firstLine: number;
  /** The files being expanded, outermost first, for cycle detection. */
  chain: string[];
}

interface Lines {
  lines: string[];
  origins: LineOrigin[];
}

function expand(text: string, at: Place, state: Expansion): Lines {
  const out: Lines = { lines: [], origins: [] };
  const inFence = fenceTracker();
  text.split('\n').forEach((line, i) => {
    let origin: LineOrigin = { displayPath: at.displayPath, line: at.firstLine + i };
    const fence = inFence(line);
    if (!line.includes('@include')) {
      out.lines.push(line);
      out.origins.push(origin);
      return;
    }
    const spans = fence ? [] : codeSpans(line);
    // text around the directives stays on the lines it shared with them;
    // included lines keep their own origins
    let current = '';
    let last = 0;
    for (const match of line.matchAll(DIRECTIVE)) {
      if (spans.some(([start, end]) => match.index > start && match.index < end)) continue;
      current += line.slice(last, match.index);
      last = match.index + match[0].length;
      const reported = state.diagnostics.length;
      const inner = state.full
        ? null
        : includeOne(match[1], { ...at, firstLine: at.firstLine + i }, match.index + 1, state);
      if (!inner && fence) {
        state.diagnostics.length = reported;
        current += match[0];
        continue;
      }
      if (!inner?.lines.length) continue;
      if (!current.trim()) origin = inner.origins[0];
      current += inner.lines[0];
      if (inner.lines.length === 1) continue;
      out.lines.push(current, ...inner.lines.slice(1, -1));
      out.origins.push(origin, ...inner.origins.slice(1, -1));
      current = inner.lines[inner.lines.length - 1];
      origin = inner.origins[inner.origins.length - 1];
    }
    out.lines.push(current + line.slice(last));
    out.origins.push(origin);
  });
  return out;
}

/**
 * One directive (`spec` is what follows `@include:`) at `column` of line
 * `at.firstLine` → its lines, or null.
 */
function includeOne(spec: string, at: Place, column: number, state: Expansion): Lines | null {
  const fail = (message: string, hint: string, rule = 'include/missing') => {
    state.diagnostics.push({
      severity: 'error',
      file: at.displayPath,
      line: at.firstLine,
      column,
      message,
      hint,
      rule,
    });
    return null;
  };
  const parsed = SPEC.exec(spec);
  if (!parsed)
    return fail(
      '`@include` names no file',
      'write `<!-- @include: ./part.md -->`',
      'include/syntax',
    );
  const [, written, region, rangeText] = parsed;
  const range = rangeText ? parseIncludeRange(rangeText) : undefined;
  if (range === null)
    return fail(
      `line range \`${rangeText}\` is not understood`,
      'write `{3-10}`, `{3-}` or `{-10}` (or `{3,10}`, `{3,}`, `{,10}`)',
      'include/syntax',
    );
  const aliased = aliasedPath(written, state.root, state.aliases);
  const target = aliased?.target ?? resolveNamedPath(written, at.file, state.atRoot);
  const chained = chainProblem(target, written, at.chain, state.root);
  if (chained) return fail(...chained);
  const read = readOnce(target, state);
  if (!read.ok)
    return fail(
      `cannot include ${read.message}`,
      aliased ? aliasHint(aliased.tried, state.root) : readHint(written, read.hint),
    );
  const markdown = read.file.endsWith('.md');
  const selected = selectLines(read.text.replace(/\r\n?/g, '\n').split('\n'), {
    region,
    range,
    markdown,
    headingId: state.headingId,
  });
  if ('error' in selected)
    return fail(
      `cannot include \`${written}\`: ${selected.error}`,
      selected.hint,
      'include/selection',
    );
  state.chars += selected.lines.reduce((n, l) => n + l.length + 1, 0);
  if (state.chars > MAX_EXPANDED_CHARS) {
    state.full = true;
    return fail(
      `includes make this page larger than ${MAX_EXPANDED_CHARS / 1048576} MB`,
      'include fewer or smaller parts',
      'include/size',
    );
  }
  const displayPath = path.relative(process.cwd(), read.file) || read.file;
  const lines = markdown
    ? rebaseLinks(selected.lines, path.dirname(target), path.dirname(state.page))
    : selected.lines;
  return expand(
    lines.join('\n'),
    { file: target, displayPath, firstLine: selected.firstLine, chain: [...at.chain, target] },
    state,
  );
}

/** Why `target` cannot join the chain of includes: a cycle, or one too many. */
function chainProblem(
  target: string,
  written: string,
  chain: string[],
  root: string,
): [message: string, hint: string, rule: string] | null {
  if (chain.includes(target)) {
    const names = [...chain.slice(chain.indexOf(target)), target].map((f) =>
      path.relative(root, f),
    );
    return [
      `include cycle: ${names.join(' → ')}`,
      'remove one of these includes: a file cannot include itself, directly or through others',
      'include/cycle',
    ];
  }
  if (chain.length > MAX_INCLUDE_DEPTH)
    return [
      `includes nest more than ${MAX_INCLUDE_DEPTH} deep at \`${written}\``,
      'include the innermost file directly',
      'include/depth',
    ];
  return null;
}

/** A part included many times is read once per page. */
function readOnce(target: string, state: Expansion): ReturnType<typeof readInsideRoot> {
  let read = state.reads.get(target);
  if (!read) {
    read = readInsideRoot(target, state.root);
    state.reads.set(target, read);
    if (read.file) state.files.push(read.file);
  }
  return read;
}
