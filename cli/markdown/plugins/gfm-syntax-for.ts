import type { Construct, Extension } from 'micromark-util-types';
import { combineExtensions } from 'micromark-util-combine-extensions';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import {
  DELIMITER_ROW,
  gatedLinkLiteral,
  gatedTable,
  lineBits,
  type CurrentPage,
} from './gfm-line-gates.ts';

/**
 * Each GFM construct with the characters it cannot do without. micromark tries
 * every construct at every place one could start (an e-mail address at the
 * start of every word, a table at the start of every line), which tripled the
 * tokenising time of the AList pages; a page that lacks a construct's character
 * cannot hold one.
 */
const NEEDS = {
  email: /@/,
  www: /www\./i,
  protocol: /https?:/i,
  footnote: /\[\^/,
  strikethrough: /~/,
  table: new RegExp(DELIMITER_ROW.source, 'm'),
  taskListItem: /\[[\t xX]\]/,
} as const;

type Part = keyof typeof NEEDS;
const AUTOLINK_CONSTRUCTS: Record<string, Part> = {
  emailAutolink: 'email',
  wwwAutolink: 'www',
  protocolAutolink: 'protocol',
};

/**
 * GFM's syntax as remark-gfm gives it (the same constructs, in the same order),
 * limited to `parts`.
 */
function gfmSyntax(
  parts: ReadonlySet<Part>,
  options: { singleTilde?: boolean },
  page: CurrentPage,
): Extension {
  const autolink = gfmAutolinkLiteral();
  const text: NonNullable<Extension['text']> = {};
  for (const [code, constructs] of Object.entries(autolink.text ?? {})) {
    // a construct this version names otherwise is kept: slower, never wrong
    const kept = [constructs]
      .flat()
      .filter(
        (c): c is Construct =>
          !!c && (!(c.name! in AUTOLINK_CONSTRUCTS) || parts.has(AUTOLINK_CONSTRUCTS[c.name!])),
      )
      .map((c) => gatedLinkLiteral(c, page));
    if (kept.length) text[code as unknown as number] = kept.length === 1 ? kept[0] : kept;
  }
  return combineExtensions([
    { ...autolink, text },
    parts.has('footnote') ? gfmFootnote() : {},
    parts.has('strikethrough') ? gfmStrikethrough(options) : {},
    parts.has('table') ? gatedTableSyntax(page) : {},
    parts.has('taskListItem') ? gfmTaskListItem() : {},
  ]);
}

function gatedTableSyntax(page: CurrentPage): Extension {
  const { flow } = gfmTable();
  const table = flow!.null as Construct;
  return { flow: { null: [gatedTable(table, page)] } };
}

/**
 * The GFM syntax a document needs, one combination made once per set of parts,
 * its constructs tried only on the lines of `doc` that could hold them (the
 * last document asked for: parse it before asking for the next).
 */
export function gfmSyntaxFor(options: { singleTilde?: boolean } = {}): (doc: string) => Extension {
  const made = new Map<string, Extension>();
  const page: CurrentPage = { bits: new Uint8Array(0) };
  return (doc) => {
    const parts = (Object.keys(NEEDS) as Part[]).filter((part) => NEEDS[part].test(doc));
    const key = parts.join();
    let syntax = made.get(key);
    if (!syntax) made.set(key, (syntax = gfmSyntax(new Set(parts), options, page)));
    page.bits = lineBits(doc);
    return syntax;
  };
}
