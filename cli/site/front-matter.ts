import matter from 'gray-matter';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter } from '../../runtime/shared/types.ts';
import { frontMatterKeys } from '../markdown/dialects/index.ts';

export interface ParsedSource {
  frontmatter: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, so body positions map back to the file. */
  bodyLineOffset: number;
}

interface YamlError extends Error {
  mark?: { line: number; column: number };
  reason?: string;
}

export function parseFrontMatter(source: string, file: string): { parsed?: ParsedSource; diagnostics: Diagnostic[] } {
  try {
    // gray-matter hands js-yaml the block with its leading newline, so a YAML mark's 0-based line is the file's 1-based line minus one.
    // gray-matter caches by content; passing an options object disables that shared cache
    const result = matter(source, {});
    const bodyStart = source.length - result.content.length;
    const bodyLineOffset = source.slice(0, bodyStart).split('\n').length - 1;
    const data = (result.data ?? {}) as FrontMatter;
    const diagnostics = [...validateFrontMatter(data, source, file), ...translateFrontMatter(data, source, file)];
    return { parsed: { frontmatter: data, body: result.content, bodyLineOffset }, diagnostics };
  } catch (error) {
    const err = error as YamlError;
    return {
      diagnostics: [{
        severity: 'error', file, rule: 'frontmatter/yaml',
        line: err.mark ? err.mark.line + 1 : 1, column: err.mark ? err.mark.column + 1 : 1,
        message: `front matter is not valid YAML: ${err.reason ?? err.message.split('\n')[0]}`,
        hint: 'front matter sits between two `---` lines; check quotes, colons and indentation',
      }],
    };
  }
}

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

/**
 * Keys other tools write (VitePress's `layout: home` with `hero`, `outline`, `aside` …) become ours, as the dialect
 * tables say; a value of the wrong shape is reported where it is and ignored. Keys the writer set in our own
 * terms win over translated ones.
 */
export function translateFrontMatter(data: FrontMatter, source: string, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const translated: FrontMatter = {};
  for (const [key, { schema, map }] of Object.entries(frontMatterKeys)) {
    if (!(key in data)) continue;
    const parsed = schema.safeParse(data[key]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue.path.length ? `\`${key}.${issue.path.join('.')}\`` : `\`${key}\``;
      out.push({ severity: 'error', file, line: lineOfKey(source, key), column: 1, rule: 'frontmatter/type', message: `${where}: ${issue.message}`, hint: 'the value is ignored until it is fixed' });
      delete data[key];
      continue;
    }
    const ours = map(parsed.data as never, data);
    if (ours === undefined) continue;
    delete data[key];
    Object.assign(translated, ours);
  }
  for (const [key, value] of Object.entries(translated)) if (!(key in data)) data[key] = value;
  return out;
}
