import type { Element, ElementContent } from 'hast';
import type { ListItem, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { defaultHandlers } from 'remark-rehype';

type State = Parameters<typeof defaultHandlers.table>[0];

/**
 * remark-rehype's table, without its header row when every cell of that row is
 * empty. GFM requires a header row, so a writer who wants none leaves it blank
 * (`|  |  |`, as in Rollup's option tables): as `<th>`s they are header cells
 * that name nothing, announced by screen readers and each reported by axe
 * (empty-table-header).
 */
function table(state: State, node: Table): Element {
  const element = defaultHandlers.table(state, node);
  const [head, ...body] = node.children;
  if (body.length && head.children.every((cell) => !toString(cell).trim())) {
    element.children = element.children.filter(
      (child) => !(child.type === 'element' && child.tagName === 'thead'),
    );
  }
  return element;
}

/**
 * remark-rehype's list item; a task's checkbox (`- [x] Done`) is named by the
 * task's text. Unnamed, a screen reader announces "checkbox, checked" with
 * nothing to say what is done, and axe reports each (label).
 */
function listItem(
  state: State,
  node: ListItem,
  parent: Parameters<typeof defaultHandlers.listItem>[2],
): Element {
  const element = defaultHandlers.listItem(state, node, parent);
  if (typeof node.checked !== 'boolean') return element;
  const first = node.children[0];
  const name = first?.type === 'paragraph' ? toString(first).trim() : '';
  const box = findCheckbox(element.children);
  if (box && name) box.properties.ariaLabel = name;
  return element;
}

/**
 * The item's checkbox: its first child, or the first child of its first
 * paragraph when the list is loose.
 */
function findCheckbox(children: ElementContent[]): Element | undefined {
  for (const child of children.slice(0, 2)) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'input') return child;
    if (child.tagName === 'p') return findCheckbox(child.children);
  }
  return undefined;
}

/** Handlers for remark-rehype that change how some markdown becomes HTML. */
export const toHastHandlers = { table, listItem };
