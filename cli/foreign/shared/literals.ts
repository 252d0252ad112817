import path from 'node:path';
import { isObjectLiteral, UNKNOWN, type Literal } from './literal.ts';
import {
  defaultExportStart,
  importedFile,
  IMPORT,
  originalName,
  RE_EXPORT,
} from './module-text.ts';
import { CallReader, type CallArguments } from './call-values.ts';

export { isObjectLiteral, pathIn, trimmedText, UNKNOWN, type Literal } from './literal.ts';

/**
 * Nesting of names resolved through other names, beyond which a value is
 * UNKNOWN (and cycles end).
 */
const MAX_INDIRECTION = 8;
/**
 * Names looked up in one file: each is a search of the whole text, so a file of
 * thousands is not read further.
 */
const MAX_LOOKUPS = 500;
/** Other files read through relative imports while reading one config. */
const MAX_FILES = 24;

/**
 * A function a config gives as a property's value (`resolvePath: (file) =>
 * …`): code, never run, but a caller may read simple shapes of it as data.
 */
export interface FunctionText {
  key: string;
  /** The file it is written in; null when the reader was given no file. */
  file: string | null;
  source: string;
  /** Where the function starts in `source`. */
  start: number;
}

/**
 * How the reader reaches the files a config imports from (`import { en } from
 * './en'`): the text of a file, comments blanked out, or null when it may not
 * or cannot be read. Without it, an imported name is UNKNOWN.
 */
export interface ImportedFiles {
  /** The config's own file, which its relative imports start from. */
  file: string;
  read(file: string): string | null;
}

/**
 * The object a config file exports (`export default`, or `module.exports =`),
 * through the calls around it, which hand their argument on with more added
 * (`defineConfig({ … })`, `withMermaid(…)`, `extendConfig(config)`), through a
 * `const` holding it, and from the `return` of a function exported instead
 * (`export default ({ mode }) => { … }`); else UNKNOWN.
 */
export function defaultExport(source: string, imports?: ImportedFiles): Literal {
  return readExport(source, imports).value;
}

/**
 * `defaultExport`, with the names of the calls met while reading it
 * (`markdownMathPlugin` in `plugins: [markdownMathPlugin()]`): code, but what
 * it is called says what the site asks for.
 */
export function readExport(
  source: string,
  imports?: ImportedFiles,
): { value: Literal; calls: ReadonlySet<string>; functions: readonly FunctionText[] } {
  const calls = new Set<string>();
  const functions: FunctionText[] = [];
  const reading = imports && { ...imports, readers: new Map() };
  try {
    const reader = new LiteralReader(source, reading, { calls, functions });
    return { value: reader.exported('default', false), calls, functions };
  } catch {
    // nesting deeper than the stack: nothing of such a file is read
    return { value: UNKNOWN, calls, functions };
  }
}

/**
 * The files of one reading, each read once, with the budget they share: a
 * reader for each file by the path an import names (null past the budget or for
 * a file that cannot be read).
 */
interface Reading extends ImportedFiles {
  readers: Map<string, LiteralReader | null>;
}

/**
 * A file's values through the names it declares or imports, the names looked up
 * within budgets.
 */
class LiteralReader extends CallReader {
  private depth = 0;
  private lookups = 0;

  constructor(
    source: string,
    private readonly reading: Reading | undefined,
    private readonly met: { calls: Set<string>; functions: FunctionText[] },
  ) {
    super(source, met.calls);
  }

  protected override functionMet(key: string, start: number): void {
    const file = this.reading?.file ?? null;
    this.met.functions.push({ key, file, source: this.source, start });
  }

  /**
   * What the file exports under `name` (`default` for `export default`), read
   * `depth` names deep.
   */
  exported(name: string, args: CallArguments | false, depth = 0): Literal {
    this.depth = depth;
    if (name !== 'default') return this.named(name, args);
    const start = defaultExportStart(this.source);
    return start === null ? UNKNOWN : this.configValue(start);
  }

  /**
   * The config at `start`: the first argument of calls around it, or the
   * `const` a name stands for.
   */
  configValue(start: number): Literal {
    this.pos = start;
    for (let calls = 0; calls < 4; calls++) {
      this.space();
      const name = this.identifier();
      if (name === null) break;
      this.space();
      this.typeArguments();
      if (this.source[this.pos] !== '(')
        return this.named(name, false, () => this.configValue(this.pos));
      this.pos++;
    }
    // a wrapper may take a name first (theme-hope's docs: `config("", { … })`):
    // the first object is the config
    let value = this.value();
    for (this.space(); !isObjectLiteral(value) && this.source[this.pos] === ','; this.space()) {
      this.pos++;
      value = this.value();
    }
    return value;
  }

  /**
   * The value `name` is declared with in this file (read by `read` from where
   * it starts), or imported with; with `args`, the value a call of the function
   * of that name returns. A parameter of the function being read stands for
   * its argument.
   */
  protected named(
    name: string,
    args: CallArguments | false = false,
    read = () => this.definedValue(),
  ): Literal {
    const parameter = args ? undefined : this.bound(name);
    if (parameter !== undefined) return parameter;
    if (this.depth >= MAX_INDIRECTION) return UNKNOWN;
    if (args) {
      if (++this.lookups > MAX_LOOKUPS) return UNKNOWN;
      const body = this.functionBody(name, args);
      if (body) return this.at(body.start, () => this.scoped(body.bindings, () => this.value()));
      return this.imported(name, args);
    }
    const start = this.declaration(name);
    return start === null ? this.imported(name, false) : this.at(start, read);
  }

  /**
   * A declaration's value; `defineConfig({ … })` and the like (`define` and a
   * capital: VitePress's, VuePress's and Vite's helpers hand their argument
   * back) are their argument. Other calls stay code.
   */
  private definedValue(): Literal {
    this.space();
    const helper = /^define[A-Z]\w*\s*/.exec(this.source.slice(this.pos, this.pos + 80));
    if (helper) {
      const from = this.pos;
      this.pos += helper[0].length;
      this.typeArguments();
      if (this.source[this.pos] === '(') this.pos++;
      else this.pos = from;
    }
    return this.value();
  }

  /**
   * `name` as the file it is imported from (relative imports only) exports it;
   * UNKNOWN when it cannot be read.
   */
  private imported(name: string, args: CallArguments | false): Literal {
    if (!this.reading) return UNKNOWN;
    for (const m of this.source.matchAll(IMPORT)) {
      const [, defaultName, named, , specifier] = m;
      const exportedName = defaultName === name ? 'default' : originalName(named, name);
      if (exportedName !== null)
        return (
          this.readerOf(specifier)?.exportedKeepingPlace(exportedName, args, this.depth + 1) ??
          UNKNOWN
        );
    }
    // handed on from another file (an index of configs): the first file of an
    // `export *` that has it
    for (const m of this.source.matchAll(RE_EXPORT)) {
      const [, named, , specifier] = m;
      const exportedName = named === undefined ? name : originalName(named, name);
      if (exportedName === null) continue;
      const value =
        this.readerOf(specifier)?.exportedKeepingPlace(exportedName, args, this.depth + 1) ??
        UNKNOWN;
      if (value !== UNKNOWN || named !== undefined) return value;
    }
    return UNKNOWN;
  }

  /**
   * The reader of a file this one imports from, made once per reading; null
   * past the budget or unreadable.
   */
  private readerOf(specifier: string): LiteralReader | null {
    const reading = this.reading!;
    const target = path.resolve(path.dirname(reading.file), specifier);
    if (!reading.readers.has(target)) {
      const found = reading.readers.size < MAX_FILES ? importedFile(target, reading.read) : null;
      reading.readers.set(
        target,
        found && new LiteralReader(found.source, { ...reading, file: found.file }, this.met),
      );
    }
    return reading.readers.get(target) ?? null;
  }

  /**
   * `exported`, the reader's position and depth kept: one reader serves every
   * import of its file in a reading, and may be asked while it is itself
   * reading (files that import each other).
   */
  private exportedKeepingPlace(name: string, args: CallArguments | false, depth: number): Literal {
    const [pos, ownDepth] = [this.pos, this.depth];
    try {
      return this.exported(name, args, depth);
    } finally {
      [this.pos, this.depth] = [pos, ownDepth];
    }
  }

  /** Where the value of `name` starts: after `const name =`. */
  private declaration(name: string): number | null {
    if (++this.lookups > MAX_LOOKUPS) return null;
    const escaped = name.replace(/\$/g, '\\$');
    const found = new RegExp(
      `\\b(?:const|let|var)\\s+${escaped}\\s*(?::[^=;]+)?=(?![=>])\\s*`,
    ).exec(this.source);
    return found ? found.index + found[0].length : null;
  }

  /**
   * `read()` from `start` one level of names deeper, the position kept, the
   * file's own names in scope; UNKNOWN without a start.
   */
  private at(start: number | null, read: () => Literal): Literal {
    if (start === null) return UNKNOWN;
    const saved = this.pos;
    this.depth++;
    try {
      this.pos = start;
      return this.scoped(null, read);
    } finally {
      this.depth--;
      this.pos = saved;
    }
  }
}
