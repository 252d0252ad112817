/** A token of a small function's text. */
export interface Token {
  type: 'name' | 'string' | 'template' | 'regexp' | 'number' | 'punct';
  text: string;
  strings?: string[];
  parts?: Token[][];
  value?: RegExp;
}

/** More than this is not a small mapping function. */
const MAX_TOKENS = 2000;
const PUNCT = /^(?:===|!==|\.\.\.|=>|==|!=|&&|\|\||\?\.|[(){}[\],;.?:+!=<>|&*-])/;
const REGEXP_MAY_START = /^(?:[(,=:[!&|?{};]|return)$/;

/** Thrown where a function's text leaves the shapes read. */
export class UnreadableFunction extends Error {}
export const fail = (): never => {
  throw new UnreadableFunction();
};

/**
 * Tokens of `text`; with `prefix`, up to where a bounded read may stop (the
 * parser ends on its own).
 */
export function tokenize(text: string, prefix = false): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < text.length && tokens.length < MAX_TOKENS) {
    const rest = text.slice(pos);
    const space = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
    if (space) {
      pos += space[0].length;
      continue;
    }
    const c = text[pos];
    const previous = tokens.at(-1)?.text ?? '(';
    if (c === "'" || c === '"') {
      const m = new RegExp(`^${c}((?:\\\\.|[^\\\\${c}\\n])*)${c}`).exec(rest) ?? fail();
      tokens.push({ type: 'string', text: unescape(m[1]) });
      pos += m[0].length;
    } else if (c === '`') pos += template(rest, tokens);
    else if (c === '/' && REGEXP_MAY_START.test(previous)) {
      const m = /^\/((?:\\.|\[(?:\\.|[^\]])*\]|[^/\\\n[])+)\/([a-z]*)/.exec(rest) ?? fail();
      tokens.push({ type: 'regexp', text: m[0], value: new RegExp(m[1], m[2]) });
      pos += m[0].length;
    } else {
      const m = /^[A-Za-z_$][\w$]*/.exec(rest) ?? /^\d+(?:\.\d+)?/.exec(rest) ?? PUNCT.exec(rest);
      if (!m) {
        if (prefix) break;
        fail();
      }
      const type = /^[A-Za-z_$]/.test(m![0]) ? 'name' : /^\d/.test(m![0]) ? 'number' : 'punct';
      tokens.push({ type, text: m![0] });
      pos += m![0].length;
    }
  }
  return tokens;
}

/** A template at the start of `rest` as one token; its length. */
function template(rest: string, tokens: Token[]): number {
  const strings: string[] = [];
  const parts: Token[][] = [];
  let current = '';
  let pos = 1;
  while (pos < rest.length && rest[pos] !== '`') {
    if (rest[pos] === '\\') {
      current += unescape(rest.slice(pos, pos + 2));
      pos += 2;
    } else if (rest.startsWith('${', pos)) {
      let depth = 1;
      let end = pos + 2;
      for (; end < rest.length && depth; end++)
        depth += rest[end] === '{' ? 1 : rest[end] === '}' ? -1 : 0;
      strings.push(current);
      current = '';
      parts.push(tokenize(rest.slice(pos + 2, end - 1)));
      pos = end;
    } else current += rest[pos++];
  }
  if (rest[pos] !== '`') fail();
  strings.push(current);
  tokens.push({ type: 'template', text: '`', strings, parts });
  return pos + 1;
}

const unescape = (text: string) =>
  text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
