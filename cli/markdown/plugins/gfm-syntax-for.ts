import type { Construct, Extension } from 'micromark-util-types';
import { combineExtensions } from 'micromark-util-combine-extensions';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

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
  table: /\|/,
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
function gfmSyntax(parts: ReadonlySet<Part>, options: { singleTilde?: boolean }): Extension {
  const autolink = gfmAutolinkLiteral();
  const text: NonNullable<Extension['text']> = {};
  for (const [code, constructs] of Object.entries(autolink.text ?? {})) {
    // a construct this version names otherwise is kept: slower, never wrong
    const kept = [constructs]
      .flat()
      .filter(
        (c): c is Construct =>
          !!c && (!(c.name! in AUTOLINK_CONSTRUCTS) || parts.has(AUTOLINK_CONSTRUCTS[c.name!])),
      );
    if (kept.length) text[code as unknown as number] = kept.length === 1 ? kept[0] : kept;
  }
  return combineExtensions([
    { ...autolink, text },
    parts.has('footnote') ? gfmFootnote() : {},
    parts.has('strikethrough') ? gfmStrikethrough(options) : {},
    parts.has('table') ? gfmTable() : {},
    parts.has('taskListItem') ? gfmTaskListItem() : {},
  ]);
}

/** The GFM syntax a document needs, one combination made once per set of parts. */
export function gfmSyntaxFor(options: { singleTilde?: boolean } = {}): (doc: string) => Extension {
  const made = new Map<string, Extension>();
  return (doc) => {
    const parts = (Object.keys(NEEDS) as Part[]).filter((part) => NEEDS[part].test(doc));
    const key = parts.join();
    let syntax = made.get(key);
    if (!syntax) made.set(key, (syntax = gfmSyntax(new Set(parts), options)));
    return syntax;
  };
}
