import type { Html, Parent, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import { toString } from 'mdast-util-to-string';
import { fileData } from '../context.ts';
import { componentAliases } from '../dialects/index.ts';
import { report } from '../report.ts';

const TAG = /^<([A-Z][A-Za-z0-9]*)((?:\s+[^>]*?)?)\s*(?:\/>|>([\s\S]*?)<\/\1>)$/;
const OPENING = /^<([A-Z][A-Za-z0-9]*)((?:\s+[^>]*?)?)\s*>$/;
const ATTR = /([:@]?[\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** What a writer can do about a tag no component answers, often one of another tool's own (Vue) components. */
const UNKNOWN_COMPONENT_HINT = "a site's components are React files named under `components` in its config (docs/.site/config.ts); for another tool's component, remove the tag, or set `check: { rules: { 'component/render': 'warning' } }` to build without it";

/** Parses `a="x" :b='{"json":1}' c` into props; `:name` values are JSON, as in Vue templates. */
export function parseAttributes(input: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const m of input.matchAll(ATTR)) {
    const raw = m[2] ?? m[3] ?? m[4];
    let name = m[1];
    let value: unknown = raw === undefined ? true : raw;
    if (name.startsWith(':')) {
      name = name.slice(1);
      try { value = JSON.parse(String(raw)); } catch { value = raw; }
    }
    props[name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return props;
}

/**
 * Tags such as `<DriverOptions driver="S3" />` become the registered component's server-rendered HTML. A name
 * another tool uses for one of ours (`<AutoCatalog />`) is looked up in the dialect tables. An inline tag with
 * children (`<Badge type="info">beta</Badge>`) arrives as an opening and a closing tag with text between them.
 */
export const remarkComponents: Plugin<[], Root> = () => (tree, file) => {
  const data = fileData(file);
  const render = (node: Html, name: string, attrs: string, inner: string | undefined) => {
    const alias = componentAliases[name];
    let props = parseAttributes(attrs);
    if (inner !== undefined && inner.trim()) props.children = inner.trim();
    if (alias?.props) props = alias.props(props);
    const start = node.position?.start;
    try {
      node.value = data.renderComponent
        ? data.renderComponent(alias?.name ?? name, props, start ? { line: start.line, column: start.column } : undefined)
        : '';
      (data.componentHtml ??= new Set()).add(node.value);
    } catch (error) {
      const hint = /^unknown component/.test((error as Error).message) ? UNKNOWN_COMPONENT_HINT : undefined;
      report(file, 'error', (error as Error).message, node.position, 'component/render', hint);
      node.value = '';
    }
  };
  visit(tree, 'html', (node: Html, index, parent: Parent | undefined) => {
    const value = node.value.trim();
    const m = TAG.exec(value);
    if (m) { render(node, m[1], m[2], m[3]); return; }
    const opening = OPENING.exec(value);
    const closeAt = opening && parent && index !== undefined
      ? parent.children.findIndex((c, n) => n > index && c.type === 'html' && c.value.trim() === `</${opening[1]}>`) : -1;
    if (opening && closeAt !== -1) {
      const between = parent!.children.slice(index! + 1, closeAt);
      render(node, opening[1], opening[2], between.map((c) => toString(c)).join(''));
      parent!.children.splice(index! + 1, closeAt - index!);
      return;
    }
    if (/^<[A-Z]/.test(value)) {
      report(file, 'error', `cannot read component tag \`${value.slice(0, 60)}\``, node.position, 'component/syntax', 'write components as `<Name prop="value" />`, or `<Name>text</Name>` within one paragraph');
    }
  });
};
