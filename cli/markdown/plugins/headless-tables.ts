import type { Element } from 'hast';
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { defaultHandlers } from 'remark-rehype';

type State = Parameters<typeof defaultHandlers.table>[0];

/**
 * remark-rehype's table, without its header row when every cell of that row is empty. GFM requires a header row, so
 * a writer who wants none leaves it blank (`|  |  |`; Rollup's option tables, 210 cells on one page): as `<th>`s they
 * are header cells that name nothing, announced by screen readers and each reported by axe (empty-table-header).
 */
export function tableWithoutEmptyHead(state: State, node: Table): Element {
  const table = defaultHandlers.table(state, node);
  const [head, ...body] = node.children;
  if (body.length && head.children.every((cell) => !toString(cell).trim())) {
    table.children = table.children.filter((child) => !(child.type === 'element' && child.tagName === 'thead'));
  }
  return table;
}
