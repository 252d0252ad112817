import type { Root, RootContent } from 'mdast';
import type { Extension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';

type Tree = Root | RootContent;

/**
 * GFM's pass that turns bare URLs and e-mail addresses in text into links (what
 * remark-gfm runs).
 */
const linkLiterals = gfmAutolinkLiteralFromMarkdown().transforms![0] as (tree: Tree) => void;

// every pattern of that pass needs `http://`, `https://`, `www.` or an `@` in
// the text it links
const CANDIDATE = /@|https?:\/\/|www\./i;

function holdsCandidate(node: RootContent): boolean {
  if (node.type === 'text') return CANDIDATE.test(node.value);
  return 'children' in node && node.children.some(holdsCandidate);
}

/**
 * The same pass, run only on the top-level blocks whose text could hold a link:
 * it walks the tree once per pattern (four times) with look-behind regexes,
 * while most blocks have nothing it could link. Text nodes are linked one by
 * one, and no top-level block sits inside a link, so the tree comes out the
 * same.
 */
export function guardedLinkLiterals(tree: Root): void {
  const blocks = tree.children.filter(holdsCandidate);
  // a bare text node at the top has no block of its own to hand over
  if (blocks.some((block) => !('children' in block))) linkLiterals(tree);
  else for (const block of blocks) linkLiterals(block);
}

/** Replaces GFM's bare-URL pass in a list of mdast extensions by the guarded one. */
export function withGuardedLinkLiterals(extensions: Extension[]): Extension[] {
  const original = linkLiterals as NonNullable<Extension['transforms']>[number];
  return extensions.map((e) =>
    e.transforms?.includes(original)
      ? { ...e, transforms: e.transforms.map((t) => (t === original ? guardedLinkLiterals : t)) }
      : e,
  );
}
