import type { Root, RootContent } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Processor } from 'unified';

type Transform = (tree: Root) => void;


/** GFM's pass that turns bare URLs and e-mail addresses in text into links (from remark-gfm). */
const linkLiterals = gfmAutolinkLiteralFromMarkdown().transforms![0] as (tree: Root | RootContent) => void;

// every pattern of that pass needs `http://`, `https://`, `www.` or an `@` in the text it links
const CANDIDATE = /@|https?:\/\/|www\./i;

function holdsCandidate(node: RootContent): boolean {
  if (node.type === 'text') return CANDIDATE.test(node.value);
  return 'children' in node && node.children.some(holdsCandidate);
}

/**
 * The same pass, run only on the top-level blocks whose text could hold a link: it walks the tree once per
 * pattern (four times) with look-behind regexes, 0.6 s of the AList site's cold build, while most blocks have
 * nothing it could link. Text nodes are linked one by one, and no top-level block sits inside a link, so the
 * tree comes out the same.
 */
export function remarkAutolinkGuard(this: Processor) {
  const lists = (this.data().fromMarkdownExtensions ?? []) as unknown[];
  for (const extension of lists.flat(Infinity) as { transforms?: Transform[] }[]) {
    if (!extension.transforms?.includes(linkLiterals as Transform)) continue;
    extension.transforms = extension.transforms.map((t) => (t === linkLiterals ? guardedLinkLiterals : t));
  }
}

function guardedLinkLiterals(tree: Root): void {
  const blocks = tree.children.filter(holdsCandidate);
  // a bare text node at the top has no block of its own to hand over
  if (blocks.some((block) => !('children' in block))) linkLiterals(tree);
  else for (const block of blocks) linkLiterals(block);
}

/** Whether a processor's GFM uses the guarded pass (false if remark-gfm brought another copy of the package). */
export function autolinkGuarded(processor: Processor): boolean {
  const lists = (processor.data().fromMarkdownExtensions ?? []) as unknown[];
  return (lists.flat(Infinity) as { transforms?: Transform[] }[]).some((e) => e.transforms?.includes(guardedLinkLiterals));
}
