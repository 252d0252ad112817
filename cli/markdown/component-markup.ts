import type { ElementContent, RootContent } from 'hast';
import { h } from 'hastscript';
import type { Point } from 'unist';

/**
 * A component's HTML as React writes it (every element closed, attributes double-quoted, text escaped with five
 * entities) read into the same hast the HTML parser gives, positions included, without the parser: parse5 took
 * most of the time spent turning components back into elements. Anything the HTML parser would treat by rules
 * of its own (a table row outside its section, a block inside a paragraph, SVG, text in raw-text elements, other
 * character references) gives null, and the caller parses the HTML as before.
 */
export function componentMarkupToHast(html: string, start: Point): RootContent[] | null {
  try {
    return new MarkupReader(html, start).read();
  } catch (error) {
    if (error === NOT_PLAIN) return null;
    throw error;
  }
}

const NOT_PLAIN = new Error('not plain component markup');

/** Elements read here; any other tag leaves the HTML to the parser. */
const PLAIN_ELEMENTS = new Set(
  'a abbr article aside b blockquote button caption cite code col colgroup dd del details div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header i ins kbd label li mark nav ol p q s section small span strong sub summary sup table tbody td tfoot th thead time tr u ul var'.split(
    ' ',
  ),
);
const VOID = new Set(['br', 'col', 'hr', 'img', 'wbr']);
/** Start tags that close an open `<p>` in the HTML parser. */
const CLOSES_P = new Set(
  'address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre section summary table ul dd dt li'.split(
    ' ',
  ),
);
/** Where each table part may stand; the parser moves or adds elements for any other place. */
const TABLE_PARENT: Record<string, string[]> = {
  caption: ['table'],
  colgroup: ['table'],
  col: ['colgroup'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  tr: ['thead', 'tbody', 'tfoot'],
  td: ['tr'],
  th: ['tr'],
  li: ['ul', 'ol'],
  dd: ['dl'],
  dt: ['dl'],
};
/** Table parts, whose content the parser takes apart or moves when it is text or another element. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
const NO_NESTING = new Set(['a', 'button', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};
const ENTITY = /&(?:amp|lt|gt|quot|#x27);/g;
const OTHER_ENTITY = /&(?!(?:amp|lt|gt|quot|#x27);)/;
const ATTRIBUTE = /\s+([a-zA-Z_:][\w:.-]*)="([^"<]*)"/y;
const START_TAG = /<([a-z][a-z0-9]*)/y;
const START_END = /\s*(\/?)>/y;
const END_TAG = /<\/([a-z][a-z0-9]*)>/y;
const COMMENT = /<!--([^<>-]*)-->/y;

interface Open {
  name: string;
  properties: Record<string, string>;
  children: ElementContent[];
  start: Point;
}

class MarkupReader {
  private at = 0;
  private line: number;
  private lineStart: number;

  constructor(
    private readonly html: string,
    private readonly start: Point,
  ) {
    // characters outside the plain set: carriage returns and NUL the parser rewrites, astral ones it counts apart
    if (/[\r\0\ud800-\udfff]/.test(html)) throw NOT_PLAIN;
    this.line = start.line;
    this.lineStart = -(start.column - 1);
  }

  private scanned = 0;

  private point(index: number): Point {
    while (this.scanned < index) {
      if (this.html.charCodeAt(this.scanned) === 10) {
        this.line++;
        this.lineStart = this.scanned + 1;
      }
      this.scanned++;
    }
    return {
      line: this.line,
      column: index - this.lineStart + 1,
      offset: (this.start.offset ?? 0) + index,
    };
  }

  read(): RootContent[] {
    const root: Open = { name: '', properties: {}, children: [], start: this.point(0) };
    const stack: Open[] = [root];
    const { html } = this;
    while (this.at < html.length) {
      const parent = stack[stack.length - 1];
      const lt = html.indexOf('<', this.at);
      if (lt !== this.at) {
        this.text(parent, lt === -1 ? html.length : lt);
        continue;
      }
      if (this.comment(parent)) continue;
      END_TAG.lastIndex = this.at;
      const end = END_TAG.exec(html);
      if (end) {
        if (end[1] !== parent.name || stack.length === 1) throw NOT_PLAIN;
        stack.pop();
        this.at = END_TAG.lastIndex;
        this.close(parent, stack[stack.length - 1]);
        continue;
      }
      const opened = this.startTag(stack);
      if (opened) stack.push(opened);
    }
    if (stack.length !== 1) throw NOT_PLAIN;
    return root.children;
  }

  private text(parent: Open, end: number) {
    const raw = this.html.slice(this.at, end);
    if (TABLE_PARTS.has(parent.name) || OTHER_ENTITY.test(raw)) throw NOT_PLAIN;
    const start = this.point(this.at);
    const value = raw.replace(ENTITY, (e) => ENTITIES[e]);
    parent.children.push({ type: 'text', value, position: { start, end: this.point(end) } });
    this.at = end;
  }

  private comment(parent: Open): boolean {
    COMMENT.lastIndex = this.at;
    const m = COMMENT.exec(this.html);
    if (!m) return false;
    const start = this.point(this.at);
    this.at = COMMENT.lastIndex;
    parent.children.push({
      type: 'comment',
      value: m[1],
      position: { start, end: this.point(this.at) },
    });
    return true;
  }

  private startTag(stack: Open[]): Open | null {
    const { html } = this;
    START_TAG.lastIndex = this.at;
    const m = START_TAG.exec(html);
    if (!m) throw NOT_PLAIN;
    const name = m[1];
    if (!PLAIN_ELEMENTS.has(name) && !VOID.has(name)) throw NOT_PLAIN;
    const parent = stack[stack.length - 1];
    const allowed = TABLE_PARENT[name];
    if (allowed ? !allowed.includes(parent.name) : TABLE_PARTS.has(parent.name)) throw NOT_PLAIN;
    if (CLOSES_P.has(name) && stack.some((o) => o.name === 'p')) throw NOT_PLAIN;
    if (
      NO_NESTING.has(name) &&
      stack.some((o) => o.name === name || (name[0] === 'h' && /^h\d$/.test(o.name)))
    )
      throw NOT_PLAIN;
    const properties: Record<string, string> = {};
    let at = START_TAG.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const a = ATTRIBUTE.exec(html);
      if (!a) break;
      const key = a[1].toLowerCase();
      if (OTHER_ENTITY.test(a[2]) || key in properties) throw NOT_PLAIN;
      properties[key] = a[2].replace(ENTITY, (e) => ENTITIES[e]);
      at = ATTRIBUTE.lastIndex;
    }
    START_END.lastIndex = at;
    const close = START_END.exec(html);
    if (!close || (close[1] === '/') !== VOID.has(name)) throw NOT_PLAIN;
    const start = this.point(this.at);
    this.at = START_END.lastIndex;
    const open: Open = { name, properties, children: [], start };
    if (!VOID.has(name)) return open;
    this.close(open, parent);
    return null;
  }

  /** The element `open` ends here: made as the parser's tree builder makes it, with its place. */
  private close(open: Open, parent: Open) {
    const element = h(open.name, open.properties, open.children);
    element.position = { start: open.start, end: this.point(this.at) };
    parent.children.push(element);
  }
}
