import type { Html, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { fileData } from '../context.ts';
import { report } from '../report.ts';

const TAG = /^<([A-Z][A-Za-z0-9]*)((?:\s+[^>]*?)?)\s*(?:\/>|>([\s\S]*?)<\/\1>)$/;
const ATTR = /([:@]?[\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

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

/** Tags such as `<DriverOptions driver="S3" />` become the registered component's server-rendered HTML. */
export const remarkComponents: Plugin<[], Root> = () => (tree, file) => {
  const data = fileData(file);
  visit(tree, 'html', (node: Html) => {
    const m = TAG.exec(node.value.trim());
    if (!m) {
      if (/^<[A-Z]/.test(node.value.trim())) {
        report(file, 'error', `cannot read component tag \`${node.value.trim().slice(0, 60)}\``, node.position, 'component/syntax', 'write components as `<Name prop="value" />` on their own line');
      }
      return;
    }
    const [, name, attrs, inner] = m;
    const props = parseAttributes(attrs);
    if (inner !== undefined && inner.trim()) props.children = inner.trim();
    const start = node.position?.start;
    try {
      node.value = data.renderComponent
        ? data.renderComponent(name, props, start ? { line: start.line, column: start.column } : undefined)
        : '';
    } catch (error) {
      report(file, 'error', (error as Error).message, node.position, 'component/render');
      node.value = '';
    }
  });
};
