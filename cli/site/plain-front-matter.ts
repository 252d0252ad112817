/**
 * Front matter as most pages write it: `key: text` lines, with the odd
 * `order: 3` or `sidebar: false`, and block lists and maps of such values
 * (`tag:` then `  - Java`; theme-hope's `head:` lists of `- - meta` entries).
 * The yaml parser is slow to start on such a block, so these are read here, to
 * exactly what it would return, and everything else goes to it: quotes, flow
 * lists, comments, anchors, other numbers, null, a key written twice, tabs,
 * control characters, text over several lines. A unit test compares both on
 * generated blocks.
 */
const KEY_LINE = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
/**
 * Plain text that YAML's core schema reads as a string: no indicator first, no
 * comment, no `: `, nothing typed.
 */
const INDICATOR_FIRST = /^[\s\-?:,[\]{}#&*!|>'"%@`.~+]/;
/**
 * A value that starts with a digit is text only when no number could be written that way: YAML's
 * numbers (`0x1F`, `1e3`, `1_0`, `12:30`) use no other characters than these.
 */
const DIGIT_FIRST = /^[0-9]/;
const NOT_NUMBER = /[^\w.+:-]/;
const NOT_TEXT = /: |:$| #|[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]/;
const KEYWORD = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|__proto__)$/;
/** Whole numbers short enough to be exact, written without sign or leading zero. */
const COUNT = /^(?:0|[1-9][0-9]{0,14})$/;
/** Decimals short enough that `Number` and YAML's `parseFloat` read them alike (`priority: 0.9`). */
const DECIMAL = /^(?:0|[1-9][0-9]{0,5})\.[0-9]{1,6}$/;
const BOOLEAN: Record<string, boolean> = {
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false,
};

type PlainValue = string | number | boolean | PlainValue[] | { [key: string]: PlainValue };

/** A value's reading when it is a count, a boolean or plain text; undefined for anything else. */
function plainValue(value: string): PlainValue | undefined {
  if (COUNT.test(value) || DECIMAL.test(value)) return Number(value);
  if (Object.hasOwn(BOOLEAN, value)) return BOOLEAN[value];
  if (!value || KEYWORD.test(value) || INDICATOR_FIRST.test(value) || NOT_TEXT.test(value))
    return undefined;
  if (DIGIT_FIRST.test(value) && !NOT_NUMBER.test(value)) return undefined;
  return value;
}

const INDENT = /^ */;
/** A line of the block: its indentation and what follows it. */
type Line = [indent: number, text: string];

/** Reads the lines of one block collection from `lines[at]`; `next` is where it stopped. */
class BlockReader {
  next = 0;
  constructor(private readonly lines: Line[]) {}

  /** The collection whose first line is `lines[at]`, at that line's indentation; null for anything else. */
  collection(at: number): PlainValue | null {
    const [indent, text] = this.lines[at];
    return text.startsWith('- ') ? this.list(at, indent) : this.map(at, indent);
  }

  private list(at: number, indent: number): PlainValue[] | null {
    const items: PlainValue[] = [];
    let i = at;
    while (i < this.lines.length && this.lines[i][0] === indent) {
      const text = this.lines[i][1];
      if (!text.startsWith('- ') || text[2] === ' ') return null;
      // the item's text starts two columns in: a nested list or map is read from there
      this.lines[i] = [indent + 2, text.slice(2)];
      const item = this.item(i);
      if (item === null) return null;
      items.push(item);
      i = this.next;
    }
    return this.end(i, indent) ? items : null;
  }

  private item(at: number): PlainValue | null {
    const text = this.lines[at][1];
    if (text.startsWith('- ') || KEY_LINE.test(text)) return this.collection(at);
    this.next = at + 1;
    return plainValue(text.replace(/ +$/, '')) ?? null;
  }

  private map(at: number, indent: number): Record<string, PlainValue> | null {
    const data: Record<string, PlainValue> = {};
    let i = at;
    while (i < this.lines.length && this.lines[i][0] === indent) {
      const match = KEY_LINE.exec(this.lines[i][1]);
      if (!match) return null;
      const [, key, raw] = match;
      if (KEYWORD.test(key) || Object.hasOwn(data, key)) return null;
      let value: PlainValue | null | undefined;
      if (raw !== undefined) [value, i] = [plainValue(raw.replace(/ +$/, '')), i + 1];
      else if (i + 1 < this.lines.length && this.lines[i + 1][0] > indent) {
        value = this.collection(i + 1);
        i = this.next;
      }
      if (value === null || value === undefined) return null;
      data[key] = value;
    }
    return this.end(i, indent) ? data : null;
  }

  /** A collection ends where a line is less indented: one more indented is text it cannot hold here. */
  private end(at: number, indent: number): boolean {
    this.next = at;
    return at === this.lines.length || this.lines[at][0] < indent;
  }
}

/**
 * The block's fields when every line is `key: text`, an empty line, or part of
 * a block list or map of such values; null for anything the yaml parser must read.
 */
export function plainFrontMatter(block: string): Record<string, PlainValue> | null {
  const lines: Line[] = [];
  for (const line of block.split('\n')) {
    if (!line) continue;
    const indent = INDENT.exec(line)![0].length;
    // a line of spaces only, or indented with a tab, is YAML's to read
    if (indent === line.length || line[indent] === '\t') return null;
    lines.push([indent, line.slice(indent)]);
  }
  if (!lines.length || lines[0][0] !== 0) return null;
  const reader = new BlockReader(lines);
  const data = reader.collection(0);
  if (data === null || Array.isArray(data) || typeof data !== 'object') return null;
  return reader.next === lines.length ? data : null;
}
