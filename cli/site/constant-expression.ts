/**
 * The value of a Vue interpolation made of literals alone (`{{ 1 + 1 }}`,
 * `{{ 'a' + 'b' }}`), as Vue would show it, worked out by reading the
 * expression here, never by running it. Numbers, quoted strings without
 * escapes, `+ - * / %`, signs and parentheses; anything else is code: null.
 */
const MAX_LENGTH = 200;
const TOKEN =
  /\s*(?:(\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)|'([^'\\]*)'|"([^"\\]*)"|([-+*/%()]))/iy;

type Value = number | string;
type Token = { number: number } | { string: string } | { operator: string };

function tokens(expression: string): Token[] | null {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(expression);
    if (!m) return expression.slice(at).trim() ? null : out;
    if (m[1] !== undefined) out.push({ number: Number(m[1]) });
    else if (m[4] !== undefined) out.push({ operator: m[4] });
    else out.push({ string: m[2] ?? m[3] });
  }
  return out;
}

/** JavaScript's arithmetic on two literals: `+` joins when either is a string. */
function apply(operator: string, a: Value, b: Value): Value {
  if (operator === '+') return typeof a === 'string' || typeof b === 'string' ? `${a}${b}` : a + b;
  const [x, y] = [Number(a), Number(b)];
  if (operator === '-') return x - y;
  if (operator === '*') return x * y;
  return operator === '/' ? x / y : x % y;
}

/** A recursive reading of the tokens by precedence; `null` at the first token out of place. */
class Reader {
  private at = 0;
  constructor(private readonly list: Token[]) {}

  done = () => this.at === this.list.length;

  private operator(...names: string[]): string | null {
    const token = this.list[this.at];
    if (!token || !('operator' in token) || !names.includes(token.operator)) return null;
    this.at += 1;
    return token.operator;
  }

  sum(): Value | null {
    return this.chain(['+', '-'], () => this.product());
  }

  private product(): Value | null {
    return this.chain(['*', '/', '%'], () => this.unary());
  }

  private chain(names: string[], next: () => Value | null): Value | null {
    let value = next();
    for (let op = this.operator(...names); op && value !== null; op = this.operator(...names)) {
      const right = next();
      value = right === null ? null : apply(op, value, right);
    }
    return value;
  }

  private unary(): Value | null {
    const sign = this.operator('-', '+');
    if (sign) {
      const value = this.unary();
      return value === null ? null : sign === '-' ? -Number(value) : Number(value);
    }
    const token = this.list[this.at];
    if (!token) return null;
    this.at += 1;
    if ('number' in token) return token.number;
    if ('string' in token) return token.string;
    if (token.operator !== '(') return null;
    const inner = this.sum();
    return inner !== null && this.operator(')') ? inner : null;
  }
}

export function constantValue(expression: string): string | null {
  if (expression.length > MAX_LENGTH) return null;
  const list = tokens(expression);
  if (!list?.length) return null;
  const reader = new Reader(list);
  const value = reader.sum();
  return value !== null && reader.done() ? String(value) : null;
}
