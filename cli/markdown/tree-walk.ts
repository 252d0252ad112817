import type { Node, Parent } from 'unist';

/**
 * What a visitor may return: nothing, or the index in its parent's children to
 * go on at.
 */
type Step = void | undefined | number;

/**
 * Depth-first, parents before their children, as unist-util-visit walks —
 * without its cost: that library builds a closure and a copy of the ancestor
 * list for every node, and a dozen plugins walk every page. Children are read
 * live, so a visitor may splice its parent's list and return where to go on.
 */
export function visit<T extends Node = Node, P extends Node = Parent>(
  tree: Node,
  visitor: (node: T, index: number | undefined, parent: P | undefined) => Step,
): void;
export function visit<T extends Node = Node, P extends Node = Parent>(
  tree: Node,
  type: string,
  visitor: (node: T, index: number | undefined, parent: P | undefined) => Step,
): void;
export function visit(tree: Node, typeOrVisitor: string | Visitor, maybeVisitor?: Visitor): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : null;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor)!;
  if (type === null || tree.type === type) visitor(tree, undefined, undefined);
  walkChildren(tree, type, visitor);
}

type Visitor = (node: Node, index: number | undefined, parent: Parent | undefined) => Step;

function walkChildren(node: Node, type: string | null, visitor: Visitor): void {
  const children = (node as Parent).children;
  if (!children) return;
  let i = 0;
  while (i >= 0 && i < children.length) {
    const child = children[i];
    const step =
      type === null || child.type === type ? visitor(child, i, node as Parent) : undefined;
    // most nodes are leaves (text): no call for them
    if ((child as Parent).children) walkChildren(child, type, visitor);
    i = typeof step === 'number' ? step : i + 1;
  }
}
