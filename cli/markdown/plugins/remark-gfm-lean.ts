import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Processor } from 'unified';
import { withGuardedLinkLiterals } from './gfm-autolink-literals.ts';
import { gfmSyntaxFor } from './gfm-syntax-for.ts';

export interface GfmOptions {
  singleTilde?: boolean;
}

/**
 * GitHub-flavoured markdown (tables, task lists, strikethrough, footnotes, bare
 * links), as remark-gfm gives it, with the work a page cannot need left out:
 * the syntax holds only the constructs whose characters the page has (chosen
 * each time a page is parsed), and the bare-link pass visits only blocks with
 * something to link. The trees are the same as remark-gfm's.
 */
export function remarkGfmLean(this: Processor, options: GfmOptions = {}) {
  const data = this.data();
  const syntax = (data.micromarkExtensions ??= []);
  (data.fromMarkdownExtensions ??= []).push(withGuardedLinkLiterals(gfmFromMarkdown()));
  const slot = syntax.push({}) - 1;
  const syntaxFor = gfmSyntaxFor(options);
  // remark-parse reads the extension list on every parse, and a parse runs to
  // its end before the next starts
  const parse = this.parser!;
  this.parser = (doc, file) => {
    syntax[slot] = syntaxFor(doc);
    return parse(doc, file);
  };
}
