import type { Event, Token } from 'micromark-util-types';

/** A list item's token, which micromark leaves to the tree builder: it marks only each item's prefix. */
export interface ItemToken extends Token {
  _spread: boolean;
}

const isList = (type: string) => type === 'listOrdered' || type === 'listUnordered';
const isLineEnding = (type: string) => type === 'lineEnding' || type === 'lineEndingBlank';

/** What may sit between an item's last content and the line that ends it. */
const LINE_START = new Set([
  'linePrefix',
  'blockQuotePrefix',
  'blockQuotePrefixWhitespace',
  'blockQuoteMarker',
  'listItemIndent',
]);

/** Tokens of an item's prefix: they keep an item "at its marker" (a blank line there does not spread it). */
const PREFIX = new Set([
  'linePrefix',
  'listItemValue',
  'listItemMarker',
  'listItemPrefix',
  'listItemPrefixWhitespace',
]);

/**
 * The events with a `listItem` enter and exit around each item of every list, and each list and
 * item told whether it is spread (a blank line between its children), as mdast needs. Lists are
 * done innermost first, each when its exit is reached, so an outer list sees its inner lists'
 * items as content. Line endings between items are re-typed as they end a line or leave a blank
 * one, which is what decides the spread and what the tree builder keeps as text.
 */
export function withListItems(events: Event[]): Event[] {
  const done: Event[] = [];
  const open: number[] = [];
  for (const event of events) {
    done.push(event);
    if (!isList(event[1].type)) continue;
    if (event[0] === 'enter') open.push(done.length - 1);
    else markItems(done, open.pop()!);
  }
  return done;
}

/** Where an item that ends before `next` ends: the first line ending of the run of line starts before it. */
function itemEnd(events: Event[], next: number): { at: number | undefined; spread: boolean } {
  let at: number | undefined;
  let spread = false;
  for (let i = next - 1; i >= 0; i--) {
    const [kind, token] = events[i];
    if (isLineEnding(token.type)) {
      if (kind === 'exit') continue;
      // more than one line ending before the next item: the ones after the first leave blank lines
      if (at !== undefined) {
        events[at][1].type = 'lineEndingBlank';
        spread = true;
      }
      token.type = 'lineEnding';
      at = i;
    } else if (!LINE_START.has(token.type)) break;
  }
  return { at, spread };
}

/** Adds the item events of the list whose enter is at `start` and whose exit is the last event. */
function markItems(events: Event[], start: number): void {
  const inserts: { at: number; event: Event }[] = [];
  let depth = -1;
  let listSpread = false;
  let item: ItemToken | undefined;
  let firstBlank: number | undefined;
  let atMarker = false;
  for (let i = start; i < events.length; i++) {
    const event = events[i];
    const [kind, token] = event;
    if (isList(token.type) || token.type === 'blockQuote') {
      depth += kind === 'enter' ? 1 : -1;
      atMarker = false;
    } else if (token.type === 'lineEndingBlank') {
      if (kind === 'enter') {
        if (item && !atMarker && depth === 0 && firstBlank === undefined) firstBlank = i;
        atMarker = false;
      }
    } else if (!PREFIX.has(token.type)) atMarker = false;

    const itemStarts = depth === 0 && kind === 'enter' && token.type === 'listItemPrefix';
    const listEnds = depth === -1 && kind === 'exit' && isList(token.type);
    if (!itemStarts && !listEnds) continue;
    if (item) {
      const end = itemEnd(events, i);
      listSpread ||= end.spread;
      if (firstBlank !== undefined && (end.at === undefined || firstBlank < end.at))
        item._spread = true;
      item.end = { ...(end.at === undefined ? token.end : events[end.at][1].start) };
      inserts.push({ at: end.at ?? i, event: ['exit', item, event[2]] });
    }
    if (itemStarts) {
      item = { type: 'listItem', _spread: false, start: { ...token.start }, end: undefined! };
      inserts.push({ at: i, event: ['enter', item, event[2]] });
      firstBlank = undefined;
      atMarker = true;
    }
  }
  spliceIn(events, start, inserts);
  (events[start][1] as ItemToken)._spread = listSpread;
}

/** Puts each insert before the event at its index (inserts come in order of index). */
function spliceIn(events: Event[], start: number, inserts: { at: number; event: Event }[]): void {
  const tail = events.splice(start);
  let next = 0;
  for (let i = 0; i < tail.length; i++) {
    while (next < inserts.length && inserts[next].at === start + i)
      events.push(inserts[next++].event);
    events.push(tail[i]);
  }
}
