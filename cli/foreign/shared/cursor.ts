/**
 * Characters of a name, a number's, and the bracket each opening one waits for.
 */
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/**
 * A place in source text, and the moves past its tokens a reader needs: names,
 * strings, expressions.
 */
export class SourceCursor {
  protected pos = 0;

  constructor(protected readonly source: string) {}

  protected string(quote: string): string {
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

  protected identifier(): string | null {
    return this.match(IDENTIFIER);
  }

  /**
   * The text `pattern` (sticky) matches at the position, moved past; null when
   * it matches nothing there.
   */
  protected match(pattern: RegExp): string | null {
    pattern.lastIndex = this.pos;
    const m = pattern.exec(this.source);
    if (!m) return null;
    this.pos += m[0].length;
    return m[0];
  }

  protected atEnd(): boolean {
    const c = this.source[this.pos];
    return c === undefined || c === ',' || c === '}' || c === ']' || c === ')' || c === ';';
  }

  /**
   * Moves past an expression of any kind: to the `,` or closing bracket that
   * ends it at its own level. After a value (`afterValue`), a `/` divides;
   * where a value may start, it opens a regular expression.
   */
  protected skipExpression(afterValue = false): void {
    const stack: string[] = [];
    let previous = afterValue ? ')' : '(';
    while (this.pos < this.source.length) {
      const c = this.source[this.pos];
      if (!stack.length && (c === ',' || c === '}' || c === ']' || c === ')' || c === ';')) return;
      if (c === "'" || c === '"' || c === '`') this.skipString(c);
      else if (c === '/' && this.source[this.pos + 1] === '/') this.skipLine();
      else if (c === '/' && this.source[this.pos + 1] === '*') this.skipBlockComment();
      // a regular expression where a value may start (`(`, `,`, `=`, `:` …),
      // else a division
      else if (c === '/' && /[(,=:[!&|?{};]/.test(previous)) this.skipRegExp();
      else {
        if (c in CLOSERS) stack.push(CLOSERS[c]);
        else if (c === stack.at(-1)) stack.pop();
        this.pos++;
      }
      if (!/\s/.test(c)) previous = c;
    }
  }

  protected skipString(quote: string): void {
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

  protected skipRegExp(): void {
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

  protected skipLine(): void {
    const end = this.source.indexOf('\n', this.pos);
    this.pos = end === -1 ? this.source.length : end;
  }

  protected skipBlockComment(): void {
    const end = this.source.indexOf('*/', this.pos + 2);
    this.pos = end === -1 ? this.source.length : end + 2;
  }

  /** Past whitespace and comments. */
  protected space(): void {
    for (;;) {
      while (this.pos < this.source.length && /\s/.test(this.source[this.pos])) this.pos++;
      if (this.source.startsWith('//', this.pos)) this.skipLine();
      else if (this.source.startsWith('/*', this.pos)) this.skipBlockComment();
      else return;
    }
  }
}
