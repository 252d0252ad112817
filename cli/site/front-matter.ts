import matter from 'gray-matter';
import { pickLanguageValues } from './language-values.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter } from '../../runtime/shared/types.ts';
import { frontMatterSchema } from './front-matter-schema.ts';
import {
  frontMatterLanguage,
  parseDataBlock,
  refusedLanguage,
  type DataProblem,
} from './front-matter-data.ts';
import type { FrontMatterKey } from '../config/containers.ts';
import { normalizeStyles } from './css-style.ts';

export interface ParsedSource {
  frontmatter: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, so body positions map back to the file. */
  bodyLineOffset: number;
}

/** Engines for the languages gray-matter knows: none of them may evaluate the block. */
const refuse = () => {
  throw new Error('front matter is data, never code');
};

/**
 * Splits the front matter off a page and reads it as data. A block that does
 * not parse is reported with its line and column, and the page is kept with
 * empty front matter, so links to it do not add follow-on errors.
 */
export function parseFrontMatter(
  source: string,
  file: string,
  otherKeys: Record<string, FrontMatterKey> = {},
  lang?: string,
): { parsed?: ParsedSource; diagnostics: Diagnostic[] } {
  // everything but the body follows from the block alone (front-matter-memo.ts keeps parses by it)
  const block = source.slice(0, blockEnd(source));
  const language = frontMatterLanguage(block);
  const refused = language === null ? null : refusedLanguage(language);
  if (refused) return { diagnostics: [toDiagnostic(refused, file)] };
  let problem: DataProblem | undefined;
  const read = (lang: string) => (block: string) => {
    // gray-matter ends the block before the `\n` of the closing line: in a file with CRLF line breaks its last line
    // keeps the `\r`, which read as part of the last value (`order: 2` as the text `2\r`)
    const result = parseDataBlock(lang, block.endsWith('\r') ? block.slice(0, -1) : block);
    problem ??= result.problem;
    return result.data;
  };
  // passing an options object also turns off gray-matter's cache, which is
  // shared by content across files
  const result = matter(block, {
    engines: { yaml: read('yaml'), json: read('json'), javascript: refuse, js: refuse },
  });
  // what gray-matter leaves of the block is its end: the body runs from there
  const bodyStart = block.length - result.content.length;
  const body = source.slice(bodyStart);
  const bodyLineOffset = block.slice(0, bodyStart).split('\n').length - 1;
  const data = (result.data ?? {}) as FrontMatter;
  pickLanguageValues(data, lang);
  // other tools' keys become ours first, so one schema checks what the theme
  // will read
  const diagnostics = problem
    ? [toDiagnostic(problem, file)]
    : [
        ...translateFrontMatter(data, block, file, otherKeys),
        ...validateFrontMatter(data, block, file),
      ];
  normalizeStyles(data);
  return { parsed: { frontmatter: data, body, bodyLineOffset }, diagnostics };
}

/**
 * Where gray-matter's reading of a page ends: past the closing delimiter and
 * the line break after it, where gray-matter would look for them (a BOM, then
 * `---`, then the first `\n---`). gray-matter copies its whole input into a
 * Buffer nobody reads; handed only this head, it reads the block as it would
 * in the whole page, and the rest of the page is body as it lies.
 */
export function blockEnd(source: string): number {
  const open = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (!source.startsWith('---', open)) return Math.min(source.length, open + 3);
  const close = source.indexOf('\n---', open + 3);
  if (close === -1) return source.length;
  let end = close + 4;
  if (source[end] === '\r') end += 1;
  if (source[end] === '\n') end += 1;
  return end;
}

const toDiagnostic = (p: DataProblem, file: string): Diagnostic => ({
  severity: 'error',
  file,
  ...p,
});

/** Line of a top-level key inside the front matter, for diagnostics. */
export function lineOfKey(source: string, key: string): number {
  const lines = source.split('\n');
  const i = lines.findIndex((l, n) => n > 0 && l.startsWith(`${key}:`));
  return i === -1 ? 1 : i + 1;
}

const TAXONOMY_KEYS = new Set(['author', 'category', 'categories', 'tag', 'tags']);
/**
 * Their own rule, so build and dev can lower it to a warning
 * (check/severity.ts) while check keeps it an error.
 */
const TAXONOMY_RULE = 'frontmatter/taxonomy';

/** A zod issue's path as a writer would type it: `features[0].title`. */
function formatPath(pathParts: PropertyKey[]): string {
  return pathParts
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`))
    .join('');
}

/**
 * Checks every field the theme reads against one schema. An invalid value is
 * reported at its key and dropped, so the page still renders in `dev`; `build`
 * and `check` stop on the error.
 */
export function validateFrontMatter(data: FrontMatter, source: string, file: string): Diagnostic[] {
  const result = frontMatterSchema().safeParse(data);
  if (result.success) return [];
  const out: Diagnostic[] = [];
  const dropped = new Set<string>();
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    if (dropped.has(key)) continue;
    dropped.add(key);
    const custom =
      issue.code === 'invalid_union' &&
      issue.path.length === 1 &&
      !issue.message.startsWith('Invalid');
    const message = custom
      ? issue.message
      : `\`${formatPath(issue.path)}\`: ${issue.message.replace(/^Invalid input: /, '')}`;
    const rule = TAXONOMY_KEYS.has(key) ? TAXONOMY_RULE : 'frontmatter/type';
    out.push({
      severity: 'error',
      file,
      line: lineOfKey(source, key),
      column: 1,
      rule,
      message,
      hint: 'the value is ignored until it is fixed; WRITING.md lists each field and its form',
    });
    delete data[key];
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * Keys other tools write (`otherKeys`: the dialect tables the loader hands down)
 * become ours; a value of the wrong shape
 * is reported at its key and ignored. Keys the writer set in our own terms win
 * over translated ones.
 */
export function translateFrontMatter(
  data: FrontMatter,
  source: string,
  file: string,
  otherKeys: Record<string, FrontMatterKey>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const translated: FrontMatter = {};
  for (const [key, { schema, map, lost }] of Object.entries(otherKeys)) {
    if (!(key in data)) continue;
    const parsed = schema.safeParse(data[key]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      out.push({
        severity: 'error',
        file,
        line: lineOfKey(source, key),
        column: 1,
        rule: 'frontmatter/type',
        message: `\`${formatPath([key, ...issue.path])}\`: ${issue.message.replace(/^Invalid input: /, '')}`,
        hint: 'the value is ignored until it is fixed; WRITING.md lists the keys of other tools that are understood',
      });
      delete data[key];
      continue;
    }
    for (const message of lost?.(parsed.data as never) ?? []) {
      out.push({
        severity: 'warning',
        file,
        line: lineOfKey(source, key),
        column: 1,
        rule: 'frontmatter/unsupported',
        message,
      });
    }
    const ours = map(parsed.data as never, data);
    if (ours === undefined) continue;
    delete data[key];
    Object.assign(translated, ours);
  }
  for (const [key, value] of Object.entries(translated)) if (!(key in data)) data[key] = value;
  return out;
}
