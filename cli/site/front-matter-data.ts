import { YAMLParseError, parseDocument, type YAMLWarning } from 'yaml';
import { plainFrontMatter } from './plain-front-matter.ts';

/**
 * Front matter is data, never code. gray-matter would evaluate a `---js` block;
 * only these languages are read, each by a parser that cannot run anything.
 */
const DATA_LANGUAGES = new Set(['', 'yaml', 'yml', 'json']);

/**
 * YAML aliases are references; a few nested ones expand to billions of nodes
 * when the data is copied or serialised later (a "billion laughs" block). The
 * yaml parser stops at this many alias uses.
 */
const MAX_ALIAS_COUNT = 100;

/** Brackets and braces nest at most this deep: deeper, the parser runs out of stack. */
const MAX_FLOW_DEPTH = 100;

export interface DataProblem {
  line: number;
  column: number;
  message: string;
  hint: string;
  rule: string;
}

/**
 * The language named after the opening `---` (`---yaml`, `---js`), lower-cased;
 * '' when none is named.
 */
export function frontMatterLanguage(source: string): string | null {
  const m = /^\uFEFF?---[ \t]*([^\r\n]*?)[ \t]*\r?\n/.exec(source);
  return m ? m[1].toLowerCase() : null;
}

export function refusedLanguage(language: string): DataProblem | null {
  if (DATA_LANGUAGES.has(language)) return null;
  return {
    line: 1,
    column: 4,
    rule: 'frontmatter/language',
    message: `front matter in \`${language}\` is not read: front matter is data, and only YAML or JSON is accepted`,
    hint: 'write the block as YAML: `---` on the first line, `key: value` lines, `---` to close',
  };
}

/**
 * Parses one front-matter block. `block` is the text between the delimiters as
 * gray-matter hands it over: it starts with the newline that ends the opening
 * line, so line N of the block is line N of the file.
 */
export function parseDataBlock(
  language: string,
  block: string,
): { data: Record<string, unknown>; problem?: DataProblem } {
  const plain = plainFrontMatter(block);
  if (plain) return { data: plain };
  try {
    // JSON is YAML too, and the yaml parser reports where a JSON block goes
    // wrong, which JSON.parse does not
    const tooDeep = flowNestingProblem(block);
    if (tooDeep) return { data: {}, problem: tooDeep };
    const document = parseDocument(block, { merge: true });
    if (document.errors.length) throw document.errors[0];
    // the parser takes a tag it does not know (`!!js/function`) as its text; it is said here, with
    // its place, instead of on the console by Node without the file
    if (document.warnings.length)
      return { data: {}, problem: warningProblem(document.warnings[0]) };
    const value: unknown = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    if (value === null || value === undefined) return { data: {} };
    if (typeof value !== 'object' || Array.isArray(value)) {
      return {
        data: {},
        problem: {
          line: 2,
          column: 1,
          rule: 'frontmatter/yaml',
          message: 'front matter must be a set of `key: value` pairs',
          hint: 'each line of the block names a field: `title: My page`',
        },
      };
    }
    return { data: value as Record<string, unknown> };
  } catch (error) {
    return { data: {}, problem: describeParseError(error, language === 'json' ? 'JSON' : 'YAML') };
  }
}

/** A tag the parser does not know, or any other warning: the value would not be what was written. */
function warningProblem(warning: YAMLWarning): DataProblem {
  const at = warning.linePos?.[0];
  const tag = /^Unresolved tag: (?:tag:yaml\.org,2002:)?(\S+)/.exec(warning.message);
  return {
    line: at?.line ?? 1,
    column: at?.col ?? 1,
    rule: 'frontmatter/yaml',
    message: tag
      ? `front matter uses the YAML tag \`!!${tag[1]}\`, which is not read: front matter is data`
      : `front matter is not plain YAML: ${warning.message.split(' at line')[0]}`,
    hint: 'remove the tag (`!!…`) and write the value itself',
  };
}

/** Where brackets or braces first nest deeper than the parser can follow, outside quoted text. */
function flowNestingProblem(block: string): DataProblem | null {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let quote: string | null = null;
  for (let i = 0; i < block.length; i++) {
    const c = block[i];
    if (c === '\n') [line, lineStart] = [line + 1, i + 1];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if ((c === ']' || c === '}') && depth > 0) depth--;
    if (depth > MAX_FLOW_DEPTH)
      return {
        line,
        column: i - lineStart + 1,
        rule: 'frontmatter/yaml',
        message: `front matter nests brackets or braces more than ${MAX_FLOW_DEPTH} deep`,
        hint: 'write the value with fewer nested lists and maps',
      };
  }
  return null;
}

function describeParseError(error: unknown, syntax: 'JSON' | 'YAML'): DataProblem {
  const rule = `frontmatter/${syntax.toLowerCase()}`;
  if (error instanceof YAMLParseError) {
    const at = error.linePos?.[0];
    if (/Maximum call stack/.test(error.message))
      return {
        line: at?.line ?? 1,
        column: at?.col ?? 1,
        rule,
        message: 'front matter nests lists or maps deeper than can be read',
        hint: 'write the value with fewer nested lists and maps',
      };
    const hint =
      'front matter sits between two `---` lines; check quotes, colons, commas and indentation';
    return {
      line: at?.line ?? 1,
      column: at?.col ?? 1,
      rule,
      message: `front matter is not valid ${syntax}: ${error.message.split(' at line')[0]}`,
      hint,
    };
  }
  // the yaml parser throws a plain error when the alias limit is reached
  return {
    line: 1,
    column: 1,
    rule,
    message: `front matter uses YAML aliases (\`*name\`) more than ${MAX_ALIAS_COUNT} times`,
    hint: 'write the values out instead of repeating aliases',
  };
}
