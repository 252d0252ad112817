import type { Html, Parent, Root, RootContent } from 'mdast';
import type { Plugin, Processor } from 'unified';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { visit } from '../tree-walk.ts';
import { toString } from 'mdast-util-to-string';
import { fileData } from '../context.ts';
import { componentAliases } from '../dialects/index.ts';
import { report } from '../report.ts';
import { COMPONENT_NAME } from '../../site/component-name.ts';
import { BLOCKED_SCRIPT_URL, isScriptUrl, SCRIPT_URL_HINT } from '../script-url.ts';

// a quoted value may hold `>` (`text=">=0.8.0"`, `href="<https://…>"`)
const ATTRIBUTES = String.raw`((?:\s(?:"[^"]*"|'[^']*'|[^>"'])*?)?)`;
const TAG = new RegExp(String.raw`^<(${COMPONENT_NAME})${ATTRIBUTES}\s*(?:\/>|>([\s\S]*?)<\/\1>)$`);
const TAGS = new RegExp(TAG.source.slice(1, -1), 'g');
const OPENING = new RegExp(String.raw`^<(${COMPONENT_NAME})${ATTRIBUTES}\s*>$`);
const ATTR = /([:@]?[\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * VitePress's and VuePress's `<ClientOnly>`: what it wraps shows only once the
 * page runs in the browser. A static page has it from the start, so the tags go
 * and what they wrap stays, markdown and components alike.
 */
const CLIENT_ONLY_OPEN = /^\s*<ClientOnly\s*>[^\S\n]*\n?/;
const CLIENT_ONLY_CLOSE = /\n?[^\S\n]*<\/ClientOnly\s*>\s*$/;

function unwrapClientOnly(tree: Root): void {
  visit(tree, 'html', (node: Html, index, parent: Parent | undefined) => {
    if (!node.value.includes('ClientOnly')) return;
    node.value = node.value.replace(CLIENT_ONLY_OPEN, '').replace(CLIENT_ONLY_CLOSE, '');
    // a tag that stood alone leaves nothing: go on from the node that took its
    // place
    if (node.value.trim() || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return index;
  });
}

/**
 * Where a tag that starts `value` ends: its first `>` outside a quoted
 * attribute value; -1 when it does not.
 */
function tagEnd(value: string): number {
  let quote = '';
  for (let i = 1; i < value.length; i++) {
    const c = value[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

/**
 * A component's tag ends its block at the line holding its `>`, as VitePress
 * reads a tag that starts with a capital letter: the text right below it (no
 * blank line between) is markdown again, where HTML's rule kept it in the
 * block, raw. Cuts `node` down to the tag's lines and returns what follows,
 * parsed and placed where it is written; nothing when only more tags follow
 * (one block, each rendered in turn: see remarkComponents).
 */
function splitAfterComponent(node: Html, parse: (text: string) => Root): RootContent[] {
  if (!/^<[A-Z]/.test(node.value) || !node.value.includes('\n') || !node.position) return [];
  const lines = node.value.split('\n');
  const closed = tagEnd(node.value);
  const end = closed === -1 ? -1 : node.value.slice(0, closed).split('\n').length - 1;
  if (end === -1 || end === lines.length - 1) return [];
  const text = lines.slice(end + 1).join('\n');
  if (!text.replace(TAGS, '').trim()) return [];
  node.value = lines.slice(0, end + 1).join('\n');
  const lastLine = node.position.start.line + end;
  const offset = (node.position.start.offset ?? 0) + node.value.length + 1;
  node.position = {
    ...node.position,
    end: { line: lastLine, column: lines[end].length + 1, offset: offset - 1 },
  };
  const after = parse(text).children as RootContent[];
  for (const child of after) moveBy(child, lastLine, offset);
  return after;
}

/**
 * Places nodes parsed from a later part of the page where that part starts:
 * `lines` below `at`, `offset` into the page.
 */
function moveBy(node: Node, lines: number, offset: number): void {
  const position = node.position;
  if (position) {
    position.start = {
      ...position.start,
      line: position.start.line + lines,
      offset: (position.start.offset ?? 0) + offset,
    };
    position.end = {
      ...position.end,
      line: position.end.line + lines,
      offset: (position.end.offset ?? 0) + offset,
    };
  }
  for (const child of (node as Parent).children ?? []) moveBy(child, lines, offset);
}

/**
 * What a writer can do about a tag no component answers, often one of another
 * tool's own (Vue) components.
 */
const UNKNOWN_COMPONENT_HINT =
  "a site's components are React files named under `components` in its config (docs/.site/config.ts); another tool's (Vue) component cannot be rendered: remove the tag, or build the page without it with `check: { rules: { 'component/render': 'warning' } }`, the default on VitePress and VuePress sites";

/**
 * Parses `a="x" :b='{"json":1}' c` into props; `:name` values are JSON, as in
 * Vue templates.
 */
export function parseAttributes(input: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const m of input.matchAll(ATTR)) {
    const raw = m[2] ?? m[3] ?? m[4];
    let name = m[1];
    let value: unknown = raw === undefined ? true : raw;
    if (name.startsWith(':')) {
      name = name.slice(1);
      try {
        value = JSON.parse(String(raw));
      } catch {
        value = raw;
      }
    }
    props[name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return props;
}

/**
 * Tags such as `<DriverOptions driver="S3" />` become the registered
 * component's server-rendered HTML. A name another tool uses for one of ours
 * (`<AutoCatalog />`) is looked up in the dialect tables. An inline tag with
 * children (`<Badge type="info">beta</Badge>`) arrives as an opening and a
 * closing tag with text between them.
 */
export const remarkComponents: Plugin<[], Root> = function (this: Processor) {
  const parse = (text: string) => this.parse(text) as Root;
  return (tree, file) => {
    const data = fileData(file);
    if (String(file.value).includes('ClientOnly')) unwrapClientOnly(tree);
    const render = (node: Html, name: string, attrs: string, inner?: string, lines = 0) =>
      renderTag(file, node, { name, attrs, inner, lines });
    const replace = (node: Html, html: string) => {
      node.value = html;
      (data.componentHtml ??= new Set()).add(html);
    };
    visit(tree, 'html', (node: Html, index, parent: Parent | undefined) => {
      if (parent && index !== undefined)
        parent.children.splice(index + 1, 0, ...splitAfterComponent(node, parse));
      const value = node.value.trim();
      const m = TAG.exec(value);
      if (m) return void replace(node, render(node, m[1], m[2], m[3]));
      // tags on lines of their own, one after another, are one HTML block: each
      // is rendered in turn
      const tags = [...value.matchAll(TAGS)];
      if (tags.length > 1 && !value.replace(TAGS, '').trim()) {
        const at = (index: number) => value.slice(0, index).split('\n').length - 1;
        return void replace(
          node,
          tags.map((t) => render(node, t[1], t[2], t[3], at(t.index))).join('\n'),
        );
      }
      const opening = OPENING.exec(value);
      const closeAt =
        opening && parent && index !== undefined
          ? parent.children.findIndex(
              (c, n) => n > index && c.type === 'html' && c.value.trim() === `</${opening[1]}>`,
            )
          : -1;
      if (opening && closeAt !== -1) {
        const between = parent!.children.slice(index! + 1, closeAt);
        replace(
          node,
          render(node, opening[1], opening[2], between.map((c) => toString(c)).join('')),
        );
        parent!.children.splice(index! + 1, closeAt - index!);
        return;
      }
      if (/^<[A-Z]/.test(value)) {
        report(
          file,
          'error',
          `cannot read component tag \`${value.slice(0, 60)}\``,
          node.position,
          'component/syntax',
          'write components as `<Name prop="value" />`, or `<Name>text</Name>` within one paragraph',
        );
      }
    });
  };
};

/**
 * One tag's HTML, or '' when its component fails (said at the tag, `lines`
 * below the node's first line).
 */
function renderTag(
  file: VFile,
  node: Html,
  { name, attrs, inner, lines }: { name: string; attrs: string; inner?: string; lines: number },
): string {
  const data = fileData(file);
  const alias = componentAliases[name];
  let props = parseAttributes(attrs);
  if (inner !== undefined && inner.trim()) props.children = inner.trim();
  if (alias?.props) props = alias.props(props);
  const start = node.position?.start;
  const at =
    start &&
    (lines ? { line: start.line + lines, column: 1 } : { line: start.line, column: start.column });
  // a script URL is said here with the writer's URL, and the component gets the blocked one in its place
  for (const [prop, value] of Object.entries(props))
    if (typeof value === 'string' && isScriptUrl(value)) {
      report(
        file,
        'warning',
        `\`${value.slice(0, 60)}\` in \`${prop}\` of <${name}> runs script when followed`,
        at ? { start: at, end: at } : node.position,
        'html/script-url',
        SCRIPT_URL_HINT,
      );
      props[prop] = BLOCKED_SCRIPT_URL;
    }
  try {
    return data.renderComponent ? data.renderComponent(alias?.name ?? name, props, at) : '';
  } catch (error) {
    const hint = /^unknown component/.test((error as Error).message)
      ? UNKNOWN_COMPONENT_HINT
      : undefined;
    report(
      file,
      'error',
      (error as Error).message,
      at ? { start: at, end: at } : node.position,
      'component/render',
      hint,
    );
    return '';
  }
}
