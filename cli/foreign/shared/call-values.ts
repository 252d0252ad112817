import { isObjectLiteral, UNKNOWN, type Literal } from './literal.ts';
import { ValueReader } from './values.ts';

/** The values a call hands a function, as read where it is called. */
export type CallArguments = Literal[];

/**
 * Where a function's returned value starts, and what its parameters stand for
 * while that value is read.
 */
interface FunctionBody {
  start: number;
  bindings: Map<string, Literal>;
}

/** Parameters one function may take: more is not a helper that wraps a literal. */
const MAX_PARAMETERS = 16;

/**
 * The values of calls to the config's own helper functions: a function of the
 * file (`const group = (children) => ({ text: 'More', children })`, or a
 * `function` declaration) whose body returns a literal is read as that literal,
 * its parameters standing for the call's arguments (or their defaults). Any
 * other body stays code.
 */
export abstract class CallReader extends ValueReader {
  /** The parameters of the function whose returned value is being read. */
  private scope: Map<string, Literal> | null = null;

  /** A parameter's value while its function's body is read; undefined otherwise. */
  protected bound(name: string): Literal | undefined {
    return this.scope?.get(name);
  }

  /**
   * `read()` with `bindings` as the names in scope (none: a declaration read
   * from inside a body sees only the file's own names).
   */
  protected scoped(bindings: Map<string, Literal> | null, read: () => Literal): Literal {
    const saved = this.scope;
    this.scope = bindings;
    try {
      return read();
    } finally {
      this.scope = saved;
    }
  }

  /**
   * The body of `function name(…) { return … }` or `const name = (…) => …` in
   * this file, its parameters bound to `args`; null when the file has no such
   * function or its parameters are more than names, defaults, `...rest` and
   * `{ a, b = 1 }`.
   */
  protected functionBody(name: string, args: CallArguments): FunctionBody | null {
    const escaped = name.replace(/\$/g, '\\$');
    const declared =
      new RegExp(`\\bfunction\\s+${escaped}\\s*(?:<[^>]*>)?\\s*\\(`).exec(this.source) ??
      new RegExp(
        `\\b(?:const|let|var)\\s+${escaped}\\s*(?::[^=]+)?=\\s*(?:async\\s+)?(?:function\\s*[\\w$]*\\s*)?\\(`,
      ).exec(this.source);
    if (!declared) return null;
    const saved = this.pos;
    try {
      this.pos = declared.index + declared[0].length;
      const bindings = this.parameters(args);
      if (!bindings) return null;
      const body = /^\s*(?::[^={]+)?(?:=>\s*)?(?:\{\s*return\s+|\(\s*)?/.exec(
        this.source.slice(this.pos, this.pos + 400),
      );
      if (!body) return null;
      const arrow = body[0].includes('=>');
      const returns = /return\s+$/.test(body[0]);
      // a block that does more before its `return` is code
      const block =
        arrow &&
        !returns &&
        !/\(\s*$/.test(body[0]) &&
        this.source[this.pos + body[0].length] === '{';
      if ((!arrow && !returns) || block) return null;
      return { start: this.pos + body[0].length, bindings };
    } finally {
      this.pos = saved;
    }
  }

  /**
   * The parameter list after its `(`, each name bound to its argument (or its
   * default), the position moved past the `)`; null for a shape not read.
   */
  private parameters(args: CallArguments): Map<string, Literal> | null {
    const bindings = new Map<string, Literal>();
    for (let index = 0; index <= MAX_PARAMETERS; index++) {
      this.space();
      if (this.source[this.pos] === ')') {
        this.pos++;
        return bindings;
      }
      const rest = this.source.startsWith('...', this.pos);
      if (rest) this.pos += 3;
      const given = rest ? args.slice(index) : args[index];
      if (this.source[this.pos] === '{') {
        if (!this.destructured(given, bindings)) return null;
      } else {
        const name = this.identifier();
        if (name === null) return null;
        bindings.set(name, this.defaulted(given));
      }
      this.space();
      if (this.source[this.pos] === ',') this.pos++;
      else if (this.source[this.pos] !== ')') return null;
    }
    return null;
  }

  /**
   * `{ text, children = [] }`: each key of the argument object bound to its
   * name, or its default.
   */
  private destructured(given: Literal | undefined, bindings: Map<string, Literal>): boolean {
    this.pos++;
    for (let count = 0; count <= MAX_PARAMETERS; count++) {
      this.space();
      if (this.source[this.pos] === '}') {
        this.pos++;
        this.defaulted(undefined);
        return true;
      }
      const key = this.identifier();
      if (key === null) return false;
      const value = isObjectLiteral(given) && Object.hasOwn(given, key) ? given[key] : undefined;
      bindings.set(key, this.defaulted(value));
      this.space();
      if (this.source[this.pos] === ',') this.pos++;
      else if (this.source[this.pos] !== '}') return false;
    }
    return false;
  }

  /**
   * After a parameter's name: its type skipped and its default read; the
   * argument when one was given, else the default, else UNKNOWN.
   */
  private defaulted(given: Literal | undefined): Literal {
    this.space();
    if (this.source[this.pos] === '?') this.pos++;
    this.space();
    if (this.source[this.pos] === ':') this.skipType();
    this.space();
    if (this.source[this.pos] !== '=' || this.source[this.pos + 1] === '>') return given ?? UNKNOWN;
    this.pos++;
    const fallback = this.value();
    return given ?? fallback;
  }

  /** Past a type annotation: to the `,`, `)`, `}` or `=` that ends it at its level. */
  private skipType(): void {
    let depth = 0;
    for (this.pos++; this.pos < this.source.length; this.pos++) {
      const c = this.source[this.pos];
      if (c === '=' && this.source[this.pos + 1] === '>') {
        this.pos++;
        continue;
      }
      if (depth === 0 && (c === ',' || c === ')' || c === '}' || c === '=')) return;
      if ('([{<'.includes(c)) depth++;
      else if (')]}>'.includes(c)) depth--;
    }
  }

  /**
   * The arguments of a call after its `(`, the position moved past its `)`;
   * null when the text ends first.
   */
  protected callArguments(): CallArguments | null {
    const args: Literal[] = [];
    this.pos++;
    for (let index = 0; index <= MAX_PARAMETERS; index++) {
      this.space();
      if (this.source[this.pos] === ')') {
        this.pos++;
        return args;
      }
      args.push(this.value());
      this.space();
      if (this.source[this.pos] === ',') this.pos++;
      else if (this.source[this.pos] !== ')') return null;
    }
    return null;
  }
}
