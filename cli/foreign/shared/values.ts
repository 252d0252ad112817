import { SourceCursor } from './cursor.ts';
import { isObjectLiteral, pathIn, UNKNOWN, type Literal } from './literal.ts';

/** A call's type arguments, one level of nesting: `<Theme.Config>`, `<A<B>, C[]>`. */
const TYPE_ARGUMENTS = /^<(?:[\w\s.,|&[\]'"]|<[\w\s.,|&[\]'"]*>)*>\s*(?=\()/;

const NUMBER = /-?(?:0[xX][\da-fA-F_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)/y;
/**
 * Brackets inside brackets, beyond which a value is UNKNOWN: no config nests
 * this deep.
 */
const MAX_NESTING = 200;
const STATEMENT =
  /^(?:export|import|const|let|var|function|async|class|type|interface|declare|enum)$/;
/**
 * Calls that hand their first argument back: VuePress's `defaultTheme({ navbar,
 * sidebar })`, `hopeTheme({ … })` and other themes named so, and theme-hope's
 * typed helpers `navbar([…])`, `sidebar({ … })`, `arraySidebar([…])` and
 * `objectSidebar({ … })`.
 */
const THEME_FACTORY = /^(?:[a-z][\w$]*Theme|navbar|sidebar|arraySidebar|objectSidebar)$/;
/** Where a function starts: `function`, `(a, b) =>`, `a =>`. */
const FUNCTION_START =
  /^(?:async\s+)?(?:function\b|\([^()]*\)\s*(?::[^=]*)?=>|[A-Za-z_$][\w$]*\s*=>)/;

/**
 * The values written out in source text: literals, and names a subclass looks
 * up.
 */
export abstract class ValueReader extends SourceCursor {
  private nesting = 0;

  constructor(
    source: string,
    protected readonly calls: Set<string>,
  ) {
    super(source);
  }

  /**
   * The value `name` stands for (with `args`: the value the call `name(…args)`
   * returns).
   */
  protected abstract named(name: string, args?: Literal[] | false): Literal;

  /**
   * One value at the current position; the position moves past it (past the
   * expression it starts, if not one).
   */
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
        // no value starts here (a regular expression, `!x`, `(a) => b`): the
        // expression is code
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

  /**
   * What follows a value up to the end of its expression: `as const` and
   * `satisfies T` keep it, anything else not.
   */
  protected rest(result: Literal): Literal {
    const end = this.pos;
    this.space();
    const start = this.pos;
    const word = this.identifier();
    if (word === 'as' || word === 'satisfies') {
      this.skipExpression(true);
      return result;
    }
    this.pos = start;
    // a declaration ends at its line when the next line starts another
    // statement (no `;` needed)
    if (word !== null && STATEMENT.test(word) && this.source.slice(end, start).includes('\n'))
      return result;
    if (this.atEnd()) return result;
    this.skipExpression(true);
    return UNKNOWN;
  }

  /**
   * A name: a `const` of the file (or one it imports), a call of a function of
   * it that returns a literal, or a property of one (`en.themeConfig`); else
   * UNKNOWN.
   */
  protected reference(name: string): Literal {
    this.space();
    const keys: string[] = [];
    while (this.source[this.pos] === '.') {
      this.pos++;
      const key = this.identifier();
      if (key === null) return UNKNOWN;
      keys.push(key);
      this.space();
    }
    if (this.source[this.pos] === '?') return UNKNOWN;
    this.typeArguments();
    if (this.source[this.pos] !== '(') {
      const value = this.named(name, false);
      return keys.length ? (pathIn(value, ...keys) ?? UNKNOWN) : value;
    }
    // a method (`list.map(…)`) is code
    if (keys.length) return UNKNOWN;
    this.calls.add(name);
    if (THEME_FACTORY.test(name)) return this.factoryArgument();
    const args = this.callArguments();
    return args === null ? UNKNOWN : this.named(name, args);
  }

  /**
   * Past a call's type arguments (`defineValaxyConfig<PressTheme.Config>(`),
   * which say nothing of the value; the position kept where `<` opens no type
   * list followed by `(`.
   */
  protected typeArguments(): void {
    const found = TYPE_ARGUMENTS.exec(this.source.slice(this.pos, this.pos + 200));
    if (found) this.pos += found[0].length;
  }

  /**
   * The arguments of a call after its `(`, the position moved past its `)`;
   * null when they cannot be read.
   */
  protected abstract callArguments(): Literal[] | null;

  /**
   * A property whose value is a function (`resolvePath: (file) => …`, or a
   * method) starts at `start`: code, which a caller may still read as data.
   */
  protected functionMet(_key: string, _start: number): void {}

  /**
   * A theme helper's first argument (theme-hope's second holds flags), the
   * position moved past the call.
   */
  protected factoryArgument(): Literal {
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

  protected object(): Literal {
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
          this.space();
          if (FUNCTION_START.test(this.source.slice(this.pos, this.pos + 200)))
            this.functionMet(key, this.pos);
          out[key] = this.value();
        } else if (typeof key === 'string' && (next === ',' || next === '}')) {
          // `{ sidebar }`: the const of that name
          out[key] = this.named(key);
        } else {
          // a computed key, a method or a getter: its value is code
          if (typeof key === 'string' && next === '(') this.functionMet(key, this.pos);
          this.skipExpression();
          if (typeof key === 'string') out[key] = UNKNOWN;
        }
      },
    );
    return closed ? out : UNKNOWN;
  }

  protected array(): Literal {
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
   * The entries of the `{…}` or `[…]` at the position, up to `close`, each
   * handed to `entry` (or its value to `spread` after `...`); false when the
   * text ends first or stops making sense (a stray closing bracket).
   */
  protected entries(close: string, spread: (value: Literal) => void, entry: () => void): boolean {
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

  /** A template without `${}` is a string; with one it is code. */
  protected template(): Literal {
    const start = this.pos;
    this.skipString('`');
    const body = this.source.slice(start + 1, this.pos - 1);
    return body.includes('${') ? UNKNOWN : body.replace(/\\(.)/g, '$1');
  }

  /**
   * A regular expression as written (`/^https?:/i`); UNKNOWN when JavaScript
   * would not take it.
   */
  protected regExp(): Literal {
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
}
