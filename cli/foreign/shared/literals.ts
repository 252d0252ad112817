import path from 'node:path';

/**
 * Values written out as literals in another tool's config (`.vitepress/config.ts`), read without running it: objects,
 * arrays, strings, numbers, booleans and regular expressions, and names of top-level `const`s (or of functions that only return a literal)
 * holding them. Anything else (a call, a variable from an import, a template with `${}`) is `UNKNOWN`, so a caller
 * can tell a value it may use from one only the code could produce.
 */
export type Literal =
  | string
  | number
  | boolean
  | null
  | RegExp
  | typeof UNKNOWN
  | Literal[]
  | { [key: string]: Literal };

export const UNKNOWN: unique symbol = Symbol('not a literal');

/** Nesting of names resolved through other names, beyond which a value is UNKNOWN (and cycles end). */
const MAX_INDIRECTION = 8;
/** Names looked up in one file: each is a search of the whole text, so a file of thousands is not read further. */
const MAX_LOOKUPS = 500;
/** Brackets inside brackets, beyond which a value is UNKNOWN: no config nests this deep. */
const MAX_NESTING = 200;
/** Other files read through relative imports while reading one config. */
const MAX_FILES = 24;

/**
 * How the reader reaches the files a config imports from (`import { en } from './en'`): the text of a file, comments
 * blanked out, or null when it may not or cannot be read. Without it, an imported name is UNKNOWN.
 */
export interface ImportedFiles {
  /** The config's own file, which its relative imports start from. */
  file: string;
  read(file: string): string | null;
}

/**
 * The object a config file exports (`export default`, or `module.exports =`), through the calls around it, which
 * hand their argument on with more added (`defineConfig({ … })`, `withMermaid(…)`, `extendConfig(config)`), through
 * a `const` holding it, and from the `return` of a function exported instead (`export default ({ mode }) => { … }`);
 * else UNKNOWN.
 */
export function defaultExport(source: string, imports?: ImportedFiles): Literal {
  return readExport(source, imports).value;
}

/**
 * `defaultExport`, with the names of the calls met while reading it (`markdownMathPlugin` in `plugins:
 * [markdownMathPlugin()]`): code, but what it is called says what the site asks for.
 */
export function readExport(
  source: string,
  imports?: ImportedFiles,
): { value: Literal; calls: ReadonlySet<string> } {
  const calls = new Set<string>();
  const reading = imports && { ...imports, readers: new Map() };
  try {
    const value = new LiteralReader(source, reading, calls).exported('default', false);
    return { value, calls };
  } catch {
    // nesting deeper than the stack: nothing of such a file is read
    return { value: UNKNOWN, calls };
  }
}

/** Where the value `export default` (or `module.exports =`) gives starts, through a function's `return`; null without one. */
function defaultExportStart(source: string): number | null {
  const at = /\bexport\s+default\s+|\bmodule\.exports\s*=\s*/.exec(source);
  if (!at) return null;
  const start = at.index + at[0].length;
  if (!/^(?:async\s*)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>\s*\{)/.test(source.slice(start)))
    return start;
  const returned = /\breturn\s+/g;
  returned.lastIndex = start;
  const found = returned.exec(source);
  return found ? found.index + found[0].length : null;
}

/**
 * The files of one reading, each read once, with the budget they share: a reader for each file by the path an import
 * names (null past the budget or for a file that cannot be read).
 */
interface Reading extends ImportedFiles {
  readers: Map<string, LiteralReader | null>;
}

/** `./en`, `./en.js` or `./config/` as the file a bundler would take: the name as written, or with an extension. */
function importedFile(
  base: string,
  read: (file: string) => string | null,
): { file: string; source: string } | null {
  const stem = base.replace(/\.[cm]?js$/, '');
  for (const file of [
    base,
    ...['.ts', '.mts', '.js', '.mjs'].flatMap((ext) => [
      `${stem}${ext}`,
      path.join(base, `index${ext}`),
    ]),
  ]) {
    const source = read(file);
    if (source !== null) return { file, source };
  }
  return null;
}

/** An object literal (`{ … }`), not an array, UNKNOWN or a scalar. */
export const isObjectLiteral = (value: Literal | undefined): value is Record<string, Literal> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp);

/** A string with something besides spaces in it, trimmed; else undefined. */
export const trimmedText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** `value.a.b…` when each step is an object holding the key, else undefined. */
export function pathIn(value: Literal | undefined, ...keys: string[]): Literal | undefined {
  for (const key of keys) {
    if (!isObjectLiteral(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const NUMBER = /-?(?:0[xX][\da-fA-F_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)/y;
const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const STATEMENT =
  /^(?:export|import|const|let|var|function|async|class|type|interface|declare|enum)$/;

/** The name a file's own code gives an import of it: `import { en as english } from './en'` gives `english`. */
const IMPORT =
  /\bimport\s+(?!type\b)(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*(['"])(\.{1,2}\/[^'"]*)\3/g;
/** In `{ a, b as c }` (of an import or a re-export), the name in the other file of what this file calls `local`. */
function originalName(list: string | undefined, local: string): string | null {
  let found: string | null = null;
  for (const part of list?.split(',') ?? []) {
    const [original, name = original] = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)
      .map((n) => n.trim());
    if (name === local && original) found = original;
  }
  return found;
}

/** What a file hands on from another: `export * from './en.js'`, or `export { sidebarEn as en } from './en.js'`. */
const RE_EXPORT = /\bexport\s+(?!type\b)(?:\*|\{([^}]*)\})\s*from\s*(['"])(\.{1,2}\/[^'"]*)\2/g;
/**
 * Calls that hand their first argument back: VuePress's `defaultTheme({ navbar, sidebar })`, `hopeTheme({ … })` and
 * other themes named so, and theme-hope's typed helpers `navbar([…])` and `sidebar({ … })`.
 */
const THEME_FACTORY = /^(?:[a-z][\w$]*Theme|navbar|sidebar)$/;

class LiteralReader {
  private pos = 0;
  private depth = 0;
  private lookups = 0;
  private nesting = 0;

  constructor(
    private readonly source: string,
    private readonly reading: Reading | undefined,
    private readonly calls: Set<string>,
  ) {}

  /** What the file exports under `name` (`default` for `export default`), read `depth` names deep. */
  exported(name: string, call: boolean, depth = 0): Literal {
    this.depth = depth;
    if (name !== 'default') return this.named(name, call);
    const start = defaultExportStart(this.source);
    return start === null ? UNKNOWN : this.configValue(start);
  }

  /** The config at `start`: the first argument of calls around it, or the `const` a name stands for. */
  configValue(start: number): Literal {
    this.pos = start;
    for (let calls = 0; calls < 4; calls++) {
      this.space();
      const name = this.identifier();
      if (name === null) break;
      this.space();
      if (this.source[this.pos] !== '(')
        return this.named(name, false, () => this.configValue(this.pos));
      this.pos++;
    }
    // a wrapper may take a name first (theme-hope's docs: `config("", { … })`): the first object is the config
    let value = this.value();
    for (this.space(); !isObjectLiteral(value) && this.source[this.pos] === ','; this.space()) {
      this.pos++;
      value = this.value();
    }
    return value;
  }

  /** One value at the current position; the position moves past it (past the expression it starts, if not one). */
  value(): Literal {
    this.space();
    const c = this.source[this.pos];
    let result: Literal;
    if ((c === '{' || c === '[') && this.nesting >= MAX_NESTING) {
      this.skipExpression();
      return UNKNOWN;
    }
    if (c === '{' || c === '[') {
      this.nesting++;
      try {
        result = c === '{' ? this.object() : this.array();
      } finally {
        this.nesting--;
      }
    } else if (c === "'" || c === '"') result = this.string(c);
    else if (c === '`') result = this.template();
    else if (c === '/') result = this.regExp();
    else {
      const number = /[\d.-]/.test(c ?? '') ? this.match(NUMBER) : null;
      if (number) result = Number(number.replace(/_/g, ''));
      else {
        const name = this.identifier();
        // no value starts here (a regular expression, `!x`, `(a) => b`): the expression is code
        if (name === null) {
          this.skipExpression();
          return UNKNOWN;
        }
        result =
          name === 'true'
            ? true
            : name === 'false'
              ? false
              : name === 'null'
                ? null
                : this.reference(name);
      }
    }
    return this.rest(result);
  }

  /** What follows a value up to the end of its expression: `as const` and `satisfies T` keep it, anything else not. */
  private rest(result: Literal): Literal {
    const end = this.pos;
    this.space();
    const start = this.pos;
    const word = this.identifier();
    if (word === 'as' || word === 'satisfies') {
      this.skipExpression(true);
      return result;
    }
    this.pos = start;
    // a declaration ends at its line when the next line starts another statement (no `;` needed)
    if (word !== null && STATEMENT.test(word) && this.source.slice(end, start).includes('\n'))
      return result;
    if (this.atEnd()) return result;
    this.skipExpression(true);
    return UNKNOWN;
  }

  /**
   * A name: a `const` of the file (or one it imports), a zero-argument function of it that returns a literal, or a
   * property of one (`en.themeConfig`); else UNKNOWN.
   */
  private reference(name: string): Literal {
    this.space();
    const call = this.source.startsWith('()', this.pos);
    if (this.source[this.pos] === '(') this.calls.add(name);
    if (call) this.pos += 2;
    const keys: string[] = [];
    while (!call && this.source[this.pos] === '.') {
      this.pos++;
      const key = this.identifier();
      if (key === null) return UNKNOWN;
      keys.push(key);
      this.space();
    }
    if (!call && keys.length === 0 && this.source[this.pos] === '(' && THEME_FACTORY.test(name))
      return this.factoryArgument();
    if (!call && (this.source[this.pos] === '(' || this.source[this.pos] === '?')) return UNKNOWN;
    const value = this.named(name, call);
    return keys.length ? (pathIn(value, ...keys) ?? UNKNOWN) : value;
  }

  /** A theme helper's first argument (theme-hope's second holds flags), the position moved past the call. */
  private factoryArgument(): Literal {
    this.pos++;
    const options = this.value();
    for (this.space(); this.source[this.pos] === ','; this.space()) {
      this.pos++;
      this.space();
      if (this.source[this.pos] !== ')') this.value();
    }
    if (this.source[this.pos] !== ')') return UNKNOWN;
    this.pos++;
    return options;
  }

  /** The value `name` is declared with in this file (read by `read` from where it starts), or imported with. */
  private named(name: string, call = false, read = () => this.definedValue()): Literal {
    if (this.depth >= MAX_INDIRECTION) return UNKNOWN;
    const start = this.declaration(name, call);
    return start === null ? this.imported(name, call) : this.at(start, read);
  }

  /**
   * A declaration's value; `defineConfig({ … })` and the like (`define` and a capital: VitePress's, VuePress's and
   * Vite's helpers hand their argument back) are their argument. Other calls stay code.
   */
  private definedValue(): Literal {
    this.space();
    if (/^define[A-Z]\w*\s*\(/.test(this.source.slice(this.pos, this.pos + 80)))
      this.pos = this.source.indexOf('(', this.pos) + 1;
    return this.value();
  }

  /** `name` as the file it is imported from (relative imports only) exports it; UNKNOWN when it cannot be read. */
  private imported(name: string, call: boolean): Literal {
    if (!this.reading) return UNKNOWN;
    for (const m of this.source.matchAll(IMPORT)) {
      const [, defaultName, named, , specifier] = m;
      const exportedName = defaultName === name ? 'default' : originalName(named, name);
      if (exportedName !== null)
        return (
          this.readerOf(specifier)?.exportedKeepingPlace(exportedName, call, this.depth + 1) ??
          UNKNOWN
        );
    }
    // handed on from another file (an index of configs): the first file of an `export *` that has it
    for (const m of this.source.matchAll(RE_EXPORT)) {
      const [, named, , specifier] = m;
      const exportedName = named === undefined ? name : originalName(named, name);
      if (exportedName === null) continue;
      const value =
        this.readerOf(specifier)?.exportedKeepingPlace(exportedName, call, this.depth + 1) ??
        UNKNOWN;
      if (value !== UNKNOWN || named !== undefined) return value;
    }
    return UNKNOWN;
  }

  /** The reader of a file this one imports from, made once per reading; null past the budget or unreadable. */
  private readerOf(specifier: string): LiteralReader | null {
    const reading = this.reading!;
    const target = path.resolve(path.dirname(reading.file), specifier);
    if (!reading.readers.has(target)) {
      const found = reading.readers.size < MAX_FILES ? importedFile(target, reading.read) : null;
      reading.readers.set(
        target,
        found && new LiteralReader(found.source, { ...reading, file: found.file }, this.calls),
      );
    }
    return reading.readers.get(target) ?? null;
  }

  /**
   * `exported`, the reader's position and depth kept: one reader serves every import of its file in a reading, and
   * may be asked while it is itself reading (files that import each other).
   */
  private exportedKeepingPlace(name: string, call: boolean, depth: number): Literal {
    const [pos, ownDepth] = [this.pos, this.depth];
    try {
      return this.exported(name, call, depth);
    } finally {
      [this.pos, this.depth] = [pos, ownDepth];
    }
  }

  /**
   * Where the value of `name` starts: after `const name =`, or for a call `name()`, after `return` in `function
   * name() {` or after `=>` in `const name = () =>`.
   */
  private declaration(name: string, call: boolean): number | null {
    if (++this.lookups > MAX_LOOKUPS) return null;
    const escaped = name.replace(/\$/g, '\\$');
    const found = call
      ? (new RegExp(`\\bfunction\\s+${escaped}\\s*\\(\\s*\\)\\s*(?::[^{]+)?\\{\\s*return\\s+`).exec(
          this.source,
        ) ??
        new RegExp(
          `\\b(?:const|let|var)\\s+${escaped}\\s*=\\s*\\(\\s*\\)\\s*(?::[^=]+)?=>\\s*\\(?`,
        ).exec(this.source))
      : new RegExp(`\\b(?:const|let|var)\\s+${escaped}\\s*(?::[^=;]+)?=(?![=>])\\s*`).exec(
          this.source,
        );
    return found ? found.index + found[0].length : null;
  }

  /** `read()` from `start` one level of names deeper, the position kept; UNKNOWN without a start. */
  private at(start: number | null, read: () => Literal): Literal {
    if (start === null) return UNKNOWN;
    const saved = this.pos;
    this.depth++;
    try {
      this.pos = start;
      return read();
    } finally {
      this.depth--;
      this.pos = saved;
    }
  }

  private object(): Literal {
    const out: Record<string, Literal> = {};
    const closed = this.entries(
      '}',
      (spread) => {
        if (isObjectLiteral(spread)) Object.assign(out, spread);
      },
      () => {
        const c = this.source[this.pos];
        const key =
          c === "'" || c === '"'
            ? this.string(c)
            : c === '['
              ? null
              : (this.identifier() ?? this.match(NUMBER));
        this.space();
        const next = this.source[this.pos];
        if (typeof key === 'string' && next === ':') {
          this.pos++;
          out[key] = this.value();
        } else if (typeof key === 'string' && (next === ',' || next === '}')) {
          // `{ sidebar }`: the const of that name
          out[key] = this.named(key);
        } else {
          // a computed key, a method or a getter: its value is code
          this.skipExpression();
          if (typeof key === 'string') out[key] = UNKNOWN;
        }
      },
    );
    return closed ? out : UNKNOWN;
  }

  private array(): Literal {
    const out: Literal[] = [];
    const closed = this.entries(
      ']',
      (spread) => {
        if (Array.isArray(spread)) out.push(...spread);
        else out.push(UNKNOWN);
      },
      () => out.push(this.value()),
    );
    return closed ? out : UNKNOWN;
  }

  /**
   * The entries of the `{…}` or `[…]` at the position, up to `close`, each handed to `entry` (or its value to `spread`
   * after `...`); false when the text ends first or stops making sense (a stray closing bracket).
   */
  private entries(close: string, spread: (value: Literal) => void, entry: () => void): boolean {
    this.pos++;
    for (let before = -1; before !== this.pos;) {
      before = this.pos;
      this.space();
      const c = this.source[this.pos];
      if (c === undefined) return false;
      if (c === close) {
        this.pos++;
        return true;
      }
      if (this.source.startsWith('...', this.pos)) {
        this.pos += 3;
        spread(this.value());
      } else entry();
      this.space();
      if (this.source[this.pos] === ',') this.pos++;
    }
    return false;
  }

  private string(quote: string): string {
    let out = '';
    for (this.pos++; this.pos < this.source.length; this.pos++) {
      const c = this.source[this.pos];
      if (c === quote) {
        this.pos++;
        break;
      }
      if (c === '\\') {
        const next = this.source[++this.pos];
        if (next === 'u' && /^[\da-fA-F]{4}$/.test(this.source.slice(this.pos + 1, this.pos + 5))) {
          out += String.fromCharCode(parseInt(this.source.slice(this.pos + 1, this.pos + 5), 16));
          this.pos += 4;
        } else out += next === 'n' ? '\n' : next === 't' ? '\t' : next === '\n' ? '' : next;
      } else out += c;
    }
    return out;
  }

  /** A template without `${}` is a string; with one it is code. */
  private template(): Literal {
    const start = this.pos;
    this.skipString('`');
    const body = this.source.slice(start + 1, this.pos - 1);
    return body.includes('${') ? UNKNOWN : body.replace(/\\(.)/g, '$1');
  }

  /** A regular expression as written (`/^https?:/i`); UNKNOWN when JavaScript would not take it. */
  private regExp(): Literal {
    const start = this.pos;
    this.skipRegExp();
    const written = /^\/(.+)\/([a-z]*)$/s.exec(this.source.slice(start, this.pos));
    if (!written) return UNKNOWN;
    try {
      return new RegExp(written[1], written[2]);
    } catch {
      return UNKNOWN;
    }
  }

  private identifier(): string | null {
    return this.match(IDENTIFIER);
  }

  /** The text `pattern` (sticky) matches at the position, moved past; null when it matches nothing there. */
  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.pos;
    const m = pattern.exec(this.source);
    if (!m) return null;
    this.pos += m[0].length;
    return m[0];
  }

  private atEnd(): boolean {
    const c = this.source[this.pos];
    return c === undefined || c === ',' || c === '}' || c === ']' || c === ')' || c === ';';
  }

  /**
   * Moves past an expression of any kind: to the `,` or closing bracket that ends it at its own level. After a value
   * (`afterValue`), a `/` divides; where a value may start, it opens a regular expression.
   */
  private skipExpression(afterValue = false): void {
    const stack: string[] = [];
    let previous = afterValue ? ')' : '(';
    while (this.pos < this.source.length) {
      const c = this.source[this.pos];
      if (!stack.length && (c === ',' || c === '}' || c === ']' || c === ')' || c === ';')) return;
      if (c === "'" || c === '"' || c === '`') this.skipString(c);
      else if (c === '/' && this.source[this.pos + 1] === '/') this.skipLine();
      else if (c === '/' && this.source[this.pos + 1] === '*') this.skipBlockComment();
      // a regular expression where a value may start (`(`, `,`, `=`, `:` …), else a division
      else if (c === '/' && /[(,=:[!&|?{};]/.test(previous)) this.skipRegExp();
      else {
        if (c in CLOSERS) stack.push(CLOSERS[c]);
        else if (c === stack.at(-1)) stack.pop();
        this.pos++;
      }
      if (!/\s/.test(c)) previous = c;
    }
  }

  private skipString(quote: string): void {
    for (this.pos++; this.pos < this.source.length; this.pos++) {
      const c = this.source[this.pos];
      if (c === '\\') {
        this.pos++;
        continue;
      }
      if (c === quote) {
        this.pos++;
        return;
      }
      if (quote === '`' && c === '$' && this.source[this.pos + 1] === '{') {
        this.pos += 2;
        this.skipExpression();
        // past the `}` that closes the substitution
      }
    }
  }

  private skipRegExp(): void {
    let inClass = false;
    for (this.pos++; this.pos < this.source.length; this.pos++) {
      const c = this.source[this.pos];
      if (c === '\\') {
        this.pos++;
        continue;
      }
      if (c === '\n') return;
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) {
        this.pos++;
        this.identifier();
        return;
      }
    }
  }

  private skipLine(): void {
    const end = this.source.indexOf('\n', this.pos);
    this.pos = end === -1 ? this.source.length : end;
  }

  private skipBlockComment(): void {
    const end = this.source.indexOf('*/', this.pos + 2);
    this.pos = end === -1 ? this.source.length : end + 2;
  }

  /** Past whitespace and comments. */
  private space(): void {
    for (;;) {
      while (this.pos < this.source.length && /\s/.test(this.source[this.pos])) this.pos++;
      if (this.source.startsWith('//', this.pos)) this.skipLine();
      else if (this.source.startsWith('/*', this.pos)) this.skipBlockComment();
      else return;
    }
  }
}
