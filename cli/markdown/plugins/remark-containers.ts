import type { Html, Parent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { decodeMarker } from '../source/container-markers.ts';
import { fileData, titleFor } from '../context.ts';
import { codeGroupTabs } from '../code-group.ts';

const HINTS = new Set(['tip', 'info', 'note', 'warning', 'danger', 'caution', 'important']);
const ALIGN = new Set(['left', 'center', 'right', 'justify']);

type Node = RootContent & { data?: Record<string, unknown>; children?: RootContent[] };

const el = (hName: string, hProperties: Record<string, unknown>, children: RootContent[]): RootContent =>
  // a node type of our own: mdast-util-to-hast turns it into `hName` without paragraph semantics
  ({ type: 'container', data: { hName, hProperties }, children } as unknown as RootContent);
const text = (value: string): RootContent => ({ type: 'text', value } as RootContent);

/** Nests the nodes between container markers (see source/container-markers.ts) into containers and tab sets. */
export const remarkContainers: Plugin<[], Root> = () => (tree, file) => {
  const lang = fileData(file).lang ?? 'en';
  let tabSetCount = 0;
  const visit = (parent: Parent) => {
    parent.children = nest(parent.children, file, lang, () => tabSetCount++);
    for (const child of parent.children) if ('children' in child) visit(child as Parent);
  };
  visit(tree);
};

function nest(children: RootContent[], file: VFile, lang: string, nextTabSet: () => number): RootContent[] {
  const out: RootContent[] = [];
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i];
    const marker = node.type === 'html' ? decodeMarker((node as Html).value) : null;
    if (!marker || marker.kind !== 'open') { out.push(node); continue; }
    let depth = 1;
    let j = i + 1;
    for (; j < children.length; j += 1) {
      const m = children[j].type === 'html' ? decodeMarker((children[j] as Html).value) : null;
      if (m?.kind === 'open') depth += 1;
      if (m?.kind === 'close' && --depth === 0) break;
    }
    if (j >= children.length) {
      file.message(`container \`::: ${marker.data.name}\` is never closed`, node.position, 'docs-build:container-unclosed');
    }
    const inner = nest(children.slice(i + 1, j), file, lang, nextTabSet);
    out.push(build(marker.data as { name: string; group: string; title: string }, inner, file, lang, nextTabSet, node));
    i = j;
  }
  return out;
}

function build(data: { name: string; group: string; title: string }, inner: RootContent[], file: VFile, lang: string, nextTabSet: () => number, at: RootContent): RootContent {
  const { name, group, title } = data;
  if (HINTS.has(name)) {
    return el('div', { className: ['hint-container', name] }, [
      el('p', { className: ['hint-container-title'] }, [text(title || titleFor(name, lang))]), ...inner,
    ]);
  }
  if (name === 'details') {
    return el('details', { className: ['hint-container', 'details'] }, [el('summary', {}, [text(title || titleFor('details', lang))]), ...inner]);
  }
  if (ALIGN.has(name)) return el('div', { style: `text-align:${name}` }, inner);
  if (name === 'tabs' || name === 'code-tabs') return buildTabs(name, group, inner, nextTabSet());
  if (name === 'code-group') return buildTabs('code-tabs', group, codeGroupTabs(inner), nextTabSet());
  file.message(`unknown container \`::: ${name}\``, at.position, 'docs-build:container-unknown');
  return el('div', { className: ['custom-container', name] }, inner);
}

function buildTabs(kind: string, group: string, inner: RootContent[], index: number): RootContent {
  const tabs: { title: string; active: boolean; children: RootContent[] }[] = [];
  for (const node of inner) {
    const marker = node.type === 'html' ? decodeMarker((node as Html).value) : null;
    if (marker?.kind === 'tab') tabs.push({ title: String(marker.data.title), active: Boolean(marker.data.active), children: [] });
    else if (tabs.length) tabs[tabs.length - 1].children.push(node);
  }
  let active = tabs.findIndex((t) => t.active);
  if (active === -1) active = 0;
  const id = `tabs-${index}`;
  const nav = tabs.map((t, n) => el('button', {
    type: 'button', role: 'tab', id: `${id}-tab-${n}`, ariaSelected: n === active ? 'true' : 'false',
    ariaControls: `${id}-panel-${n}`, tabIndex: n === active ? 0 : -1, dataTab: t.title,
  }, [text(t.title)]));
  const panels = tabs.map((t, n) => el('div', {
    role: 'tabpanel', id: `${id}-panel-${n}`, ariaLabelledby: `${id}-tab-${n}`, className: ['tab-panel'],
    hidden: n !== active, dataTab: t.title,
  }, t.children));
  return el('div', { className: kind === 'tabs' ? ['tabs'] : ['tabs', kind], dataTabGroup: group || undefined }, [
    el('div', { className: ['tabs-nav'], role: 'tablist' }, nav), ...panels,
  ]);
}
