import { fail, tokenize, UnreadableFunction, type Token } from './function-tokens.ts';

/**
 * A small function of a config (`(file) => file.replace('@', …)`) as a tree to
 * read as data, never to run: strings, templates, names, member calls, `+`,
 * `!`, comparisons, `? :`, and the statements `if`, `return` and `const`.
 * Anything else throws: such a function is code that is not read.
 */
export type Expression =
  | { kind: 'string'; value: string }
  | { kind: 'template'; strings: string[]; parts: Expression[] }
  | { kind: 'regexp'; value: RegExp }
  | { kind: 'number'; value: number }
  | { kind: 'name'; name: string }
  | { kind: 'member'; object: Expression; property: string }
  | { kind: 'call'; callee: Expression; args: Expression[]; construct: boolean }
  | { kind: 'binary'; operator: string; left: Expression; right: Expression }
  | { kind: 'not'; operand: Expression }
  | { kind: 'conditional'; test: Expression; then: Expression; otherwise: Expression };

export type Statement =
  | { kind: 'if'; test: Expression; then: Statement[]; otherwise: Statement[] }
  | { kind: 'return'; value: Expression }
  | { kind: 'const'; name: string; value: Expression };

export interface FunctionSyntax {
  parameters: string[];
  body: Statement[];
}

/** The function at `start` of `source`, or null when its shape is not read. */
export function parseFunction(source: string, start: number): FunctionSyntax | null {
  try {
    const parser = new Parser(tokenize(source.slice(start, start + 8000), true));
    return parser.functionSyntax();
  } catch (error) {
    if (error instanceof UnreadableFunction || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The expression written after `const name =` in `source`, or null. */
export function parseDeclared(source: string, name: string): Expression | null {
  const found = new RegExp(`\\bconst\\s+${name.replace(/\$/g, '\\$')}\\s*(?::[^=]+)?=`).exec(
    source,
  );
  if (!found) return null;
  try {
    const at = found.index + found[0].length;
    return new Parser(tokenize(source.slice(at, at + 2000), true)).expression();
  } catch (error) {
    if (error instanceof UnreadableFunction || error instanceof SyntaxError) return null;
    throw error;
  }
}

class Parser {
  private pos = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  private is(text: string, offset = 0): boolean {
    return this.peek(offset)?.text === text && this.peek(offset)?.type !== 'string';
  }

  private take(text?: string): Token {
    const token = this.peek() ?? fail();
    if (text !== undefined && !this.is(text)) fail();
    this.pos++;
    return token;
  }

  functionSyntax(): FunctionSyntax {
    if (this.is('async')) this.take();
    if (this.is('function')) {
      this.take();
      if (this.peek()?.type === 'name') this.take();
    }
    const parameters = this.is('(') ? this.parameters() : [this.take().text];
    if (this.is(':')) this.skipType(['=>', '{']);
    const arrow = this.is('=>');
    if (arrow) this.take();
    if (this.is('{')) return { parameters, body: this.block() };
    if (!arrow) fail();
    return { parameters, body: [{ kind: 'return', value: this.expression() }] };
  }

  /** `(a, b: string, c = 1)`: the names. */
  private parameters(): string[] {
    const names: string[] = [];
    this.take('(');
    while (!this.is(')')) {
      const name = this.take();
      if (name.type !== 'name') fail();
      names.push(name.text);
      if (this.is('?')) this.take();
      if (this.is(':') || this.is('=')) this.skipType([',', ')']);
      if (this.is(',')) this.take();
    }
    this.take(')');
    return names;
  }

  /** Past tokens up to one of `ends` at this level of brackets. */
  private skipType(ends: string[]): void {
    let depth = 0;
    while (this.peek() && !(depth === 0 && ends.some((end) => this.is(end)))) {
      const t = this.take().text;
      if ('([{<'.includes(t)) depth++;
      else if (')]}>'.includes(t)) depth--;
    }
  }

  private block(): Statement[] {
    this.take('{');
    const body: Statement[] = [];
    while (!this.is('}')) {
      const statement = this.statement();
      if (statement) body.push(statement);
    }
    this.take('}');
    return body;
  }

  private statement(): Statement | null {
    if (this.is(';')) {
      this.take();
      return null;
    }
    if (this.is('if')) {
      this.take();
      this.take('(');
      const test = this.expression();
      this.take(')');
      const then = this.branch();
      const otherwise = this.is('else') ? (this.take(), this.branch()) : [];
      return { kind: 'if', test, then, otherwise };
    }
    const word = this.take().text;
    if (word === 'return') {
      const value = this.expression();
      if (this.is(';')) this.take();
      return { kind: 'return', value };
    }
    if (word !== 'const' && word !== 'let') fail();
    const name = this.take().text;
    if (this.is(':')) this.skipType(['=']);
    this.take('=');
    const value = this.expression();
    if (this.is(';')) this.take();
    return { kind: 'const', name, value };
  }

  private branch(): Statement[] {
    if (this.is('{')) return this.block();
    const statement = this.statement();
    return statement ? [statement] : [];
  }

  expression(): Expression {
    const test = this.binary(0);
    if (!this.is('?')) return test;
    this.take();
    const then = this.expression();
    this.take(':');
    return { kind: 'conditional', test, then, otherwise: this.expression() };
  }

  private binary(level: number): Expression {
    const operators = [['||'], ['&&'], ['===', '!==', '==', '!='], ['+']];
    if (level === operators.length) return this.unary();
    let left = this.binary(level + 1);
    while (operators[level].some((op) => this.is(op))) {
      const operator = this.take().text;
      left = { kind: 'binary', operator, left, right: this.binary(level + 1) };
    }
    return left;
  }

  private unary(): Expression {
    if (!this.is('!')) return this.postfix(this.primary());
    this.take();
    return { kind: 'not', operand: this.unary() };
  }

  private primary(): Expression {
    const token = this.take();
    if (token.type === 'string') return { kind: 'string', value: token.text };
    if (token.type === 'number') return { kind: 'number', value: Number(token.text) };
    if (token.type === 'regexp') return { kind: 'regexp', value: token.value! };
    if (token.type === 'template')
      return {
        kind: 'template',
        strings: token.strings!,
        parts: token.parts!.map((part) => new Parser(part).expression()),
      };
    if (token.text === '(') {
      const inner = this.expression();
      this.take(')');
      return inner;
    }
    if (token.text === 'new') {
      const callee = this.primary();
      const call = this.postfix(callee);
      if (call.kind !== 'call') fail();
      return { ...(call as Extract<Expression, { kind: 'call' }>), construct: true };
    }
    if (token.type !== 'name') fail();
    return { kind: 'name', name: token.text };
  }

  private postfix(expression: Expression): Expression {
    for (;;) {
      if (this.is('.') || this.is('?.')) {
        this.take();
        expression = { kind: 'member', object: expression, property: this.take().text };
      } else if (this.is('(')) {
        this.take();
        const args: Expression[] = [];
        while (!this.is(')')) {
          args.push(this.expression());
          if (this.is(',')) this.take();
          else if (!this.is(')')) fail();
        }
        this.take(')');
        expression = { kind: 'call', callee: expression, args, construct: false };
      } else if (this.is('as') && this.peek(1)?.type === 'name') {
        this.pos += 2;
      } else return expression;
    }
  }
}
