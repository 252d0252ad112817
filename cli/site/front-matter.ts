import matter from 'gray-matter';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter } from '../../runtime/shared/types.ts';
import { frontMatterLanguage, parseDataBlock, refusedLanguage, type DataProblem } from './front-matter-data.ts';

export interface ParsedSource {
  frontmatter: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, so body positions map back to the file. */
  bodyLineOffset: number;
}

/** Engines for the languages gray-matter knows: none of them may evaluate the block. */
const refuse = () => { throw new Error('front matter is data, never code'); };

/**
 * Splits the front matter off a page and reads it as data. A block that does not parse is reported with its line
 * and column, and the page is kept with empty front matter, so links to it do not add follow-on errors.
 */
export function parseFrontMatter(source: string, file: string): { parsed?: ParsedSource; diagnostics: Diagnostic[] } {
  const language = frontMatterLanguage(source);
  const refused = language === null ? null : refusedLanguage(language);
  if (refused) return { diagnostics: [toDiagnostic(refused, file)] };
  let problem: DataProblem | undefined;
  const read = (lang: string) => (block: string) => {
    const result = parseDataBlock(lang, block);
    problem ??= result.problem;
    return result.data;
  };
  // passing an options object also turns off gray-matter's cache, which is shared by content across files
  const result = matter(source, { engines: { yaml: read('yaml'), json: read('json'), javascript: refuse, js: refuse } });
  const bodyStart = source.length - result.content.length;
  const bodyLineOffset = source.slice(0, bodyStart).split('\n').length - 1;
  const data = (result.data ?? {}) as FrontMatter;
  const diagnostics = problem ? [toDiagnostic(problem, file)] : validateFrontMatter(data, source, file);
  return { parsed: { frontmatter: data, body: result.content, bodyLineOffset }, diagnostics };
}

const toDiagnostic = (p: DataProblem, file: string): Diagnostic => ({ severity: 'error', file, ...p });

/** Line of a top-level key inside the front matter, for diagnostics. */
export function lineOfKey(source: string, key: string): number {
  const lines = source.split('\n');
  const i = lines.findIndex((l, n) => n > 0 && l.startsWith(`${key}:`));
  return i === -1 ? 1 : i + 1;
}

const isAuthor = (v: unknown) => typeof v === 'string' || (typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string');
const isStringList = (v: unknown) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

/**
 * The seed's rules: author is a string, an object with a name, or a list of these; category and tag are a string or a
 * list of strings. An invalid value is reported and dropped, so the page still builds.
 */
export function validateFrontMatter(data: FrontMatter, source: string, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (key: string, message: string) => {
    out.push({ severity: 'error', file, line: lineOfKey(source, key), column: 1, rule: 'frontmatter/type', message, hint: 'the value is ignored until it is fixed' });
    delete data[key];
  };
  if ('title' in data && typeof data.title !== 'string' && typeof data.title !== 'number') report('title', '`title` must be a string');
  if ('author' in data && !(isAuthor(data.author) || (Array.isArray(data.author) && data.author.every(isAuthor)))) {
    report('author', '`author` must be a string, an object with a `name`, or a list of these');
  }
  for (const key of ['category', 'categories', 'tag', 'tags']) {
    if (key in data && !isStringList(data[key])) report(key, `\`${key}\` must be a string or a list of strings`);
  }
  if ('order' in data && typeof data.order !== 'number') report('order', '`order` must be a number');
  if ('icon' in data && typeof data.icon !== 'string') report('icon', '`icon` must be a string (a Lucide icon name)');
  return out;
}
