import type { Code, Construct, TokenizeContext } from 'micromark-util-types';

/**
 * What a line of the page being parsed can hold, one bit each. A bare link
 * never spans lines, and a table starts only on the line above its delimiter
 * row, so a construct whose bit a line lacks would fail there: it is not tried.
 */
export const EMAIL = 1;
export const WWW = 2;
export const PROTOCOL = 4;
export const TABLE_HEAD = 8;

/**
 * A table's delimiter row after its line's container prefix (`>`, indent):
 * only `-`, `:`, `|` and blanks, at least one `-`, and a `|` or `:` (a row of
 * dashes alone is a heading's underline or a rule).
 */
export const DELIMITER_ROW = /^[ \t>]*(?=[-:| \t]*[|:])[-:| \t]*-[-:| \t]*$/;
// an address's last character before its `@`
const EMAIL_LINE = /[\w+.-]@/;
const WWW_LINE = /www\./i;
const PROTOCOL_LINE = /https?:\/\//i;

/** The bits of every line of `doc`, by line number as micromark counts (from 1). */
export function lineBits(doc: string): Uint8Array {
  const lines = doc.split(/\r\n|\r|\n/);
  const bits = new Uint8Array(lines.length + 1);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (EMAIL_LINE.test(line)) bits[i + 1] |= EMAIL;
    if (WWW_LINE.test(line)) bits[i + 1] |= WWW;
    if (PROTOCOL_LINE.test(line)) bits[i + 1] |= PROTOCOL;
    // the head row is the line above
    if (i > 0 && DELIMITER_ROW.test(line)) bits[i] |= TABLE_HEAD;
  }
  return bits;
}

/** The page being parsed: set before each parse, which runs to its end before the next. */
export interface CurrentPage {
  bits: Uint8Array;
}

const BIT_OF: Record<string, number> = {
  emailAutolink: EMAIL,
  wwwAutolink: WWW,
  protocolAutolink: PROTOCOL,
};

/**
 * A bare-link construct tried only on lines that hold its characters. Its
 * `previous` decides whether text breaks there to try it at all, so a line
 * without them keeps its words in one run of text, as when the construct fails.
 */
export function gatedLinkLiteral(construct: Construct, page: CurrentPage): Construct {
  const bit = BIT_OF[construct.name ?? ''];
  const previous = construct.previous;
  if (!bit || !previous) return construct;
  return {
    ...construct,
    previous(this: TokenizeContext, code: Code) {
      return previous.call(this, code) && (page.bits[this.now().line] & bit) !== 0;
    },
  };
}

/**
 * GFM's table, its head tried only on a line whose next line could be a
 * delimiter row. micromark tries a table at every line of every paragraph,
 * reading the line as a head row before the next line can refuse it. A body
 * row (after a head or row) is tried as before.
 */
export function gatedTable(construct: Construct, page: CurrentPage): Construct {
  const tokenize = construct.tokenize;
  return {
    ...construct,
    tokenize(effects, ok, nok) {
      if (page.bits[this.now().line] & TABLE_HEAD || afterTableRow(this))
        return tokenize.call(this, effects, ok, nok);
      return nok;
    },
  };
}

/** Whether the last event, line endings and indents aside, is a table's head or row. */
function afterTableRow(context: TokenizeContext): boolean {
  const { events } = context;
  for (let index = events.length - 1; index > -1; index--) {
    const { type } = events[index][1];
    if (type !== 'lineEnding' && type !== 'linePrefix')
      return type === 'tableHead' || type === 'tableRow';
  }
  return false;
}
