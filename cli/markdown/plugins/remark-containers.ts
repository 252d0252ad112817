import type { Html, Parent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import type { ContainerKind } from '../../foreign/shared/dialect.ts';
import { containerKinds } from '../dialects/index.ts';
import { decodeMarker, type OpenMarker } from '../source/container-markers.ts';
import { containerTabs } from '../container-tabs.ts';
import { el, markerOf, text } from '../container-nodes.ts';
import { fileData, titleFor, type MarkdownFileData } from '../context.ts';
import { codeGroupTabs } from '../code-group.ts';
import { sameLanguage } from '../../../runtime/shared/language-tag.ts';

interface Context {
  file: VFile;
  nextTabSet: () => number;
  inline: (title: string, at: RootContent) => RootContent[];
}

/**
 * What may make a title more than its text: code, emphasis, links, HTML,
 * escapes, math, emoji, attributes.
 */
const INLINE_SYNTAX = /[`*_[\]<&\\~$:=^{!]/;

/**
 * A container's title as inline markdown, as VitePress and VuePress render it
 * (`::: tip Use \`--force\``): the phrasing of the title parsed alone, every
 * node placed on the container's opening line, so a link in it is checked and
 * reported there. A title with nothing to parse stays one text node, sparing
 * the parser.
 */
function inlineTitle(parse: (text: string) => Root, title: string, at: RootContent): RootContent[] {
  if (!INLINE_SYNTAX.test(title)) return [text(title)];
  const [first] = parse(title).children;
  if (first?.type !== 'paragraph') return [text(title)];
  const place = (node: { position?: unknown; children?: unknown[] }) => {
    node.position = at.position;
    for (const child of (node.children ?? []) as { position?: unknown; children?: unknown[] }[])
      place(child);
  };
  for (const child of first.children) place(child);
  return first.children as RootContent[];
}

/**
 * Nests the nodes between container markers (see source/container-markers.ts)
 * into containers and tab sets. The container's name is looked up in the
 * dialect tables, so a name of VitePress or theme-hope builds the same as ours.
 */
export const remarkContainers: Plugin<[], Root> = function () {
  const parse = (title: string) => this.parse(title) as Root;
  return (tree, file) => {
    let tabSetCount = 0;
    const ctx: Context = {
      file,
      nextTabSet: () => tabSetCount++,
      inline: (title, at) => inlineTitle(parse, title, at),
    };
    const visit = (parent: Parent) => {
      parent.children = nest(splitMarkers(parent.children), ctx);
      for (const child of parent.children) if ('children' in child) visit(child as Parent);
    };
    visit(tree);
  };
};

/**
 * A marker line right after raw HTML (`</details>` then `:::`) is swallowed
 * into that HTML block, which runs to the next blank line; such a block is cut
 * back into its HTML and its marker lines.
 */
function splitMarkers(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of children) {
    if (
      node.type !== 'html' ||
      !node.value.includes('<!--docs-build:') ||
      decodeMarker(node.value)
    ) {
      out.push(node);
      continue;
    }
    const startLine = node.position?.start.line;
    let pending: string[] = [];
    let pendingLine = 0;
    const at = (offset: number) =>
      startLine === undefined
        ? undefined
        : {
            start: { line: startLine + offset, column: 1 },
            end: { line: startLine + offset, column: 1 },
          };
    const flush = () => {
      if (pending.length)
        out.push({ type: 'html', value: pending.join('\n'), position: at(pendingLine) } as Html);
      pending = [];
    };
    node.value.split('\n').forEach((line, n) => {
      if (decodeMarker(line)) {
        flush();
        out.push({ type: 'html', value: line.trim(), position: at(n) } as Html);
        return;
      }
      if (!pending.length) pendingLine = n;
      pending.push(line);
    });
    flush();
  }
  return out;
}

function nest(children: RootContent[], ctx: Context): RootContent[] {
  const out: RootContent[] = [];
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i];
    const marker = markerOf(node);
    if (marker?.kind === 'close') continue; // its container began in another block (e.g. a list item): nothing to nest
    if (marker?.kind !== 'open') {
      out.push(node);
      continue;
    }
    const data = marker.data as unknown as OpenMarker;
    let j = i + 1;
    while (
      j < children.length &&
      !(markerOf(children[j])?.kind === 'close' && markerOf(children[j])!.data.id === data.id)
    )
      j += 1;
    if (j >= children.length && data.unclosed) {
      ctx.file.message(
        `container \`::: ${data.name}\` is never closed`,
        node.position,
        'docs-build:container-unclosed',
      );
    }
    for (const stray of data.strayTabs ?? []) {
      ctx.file.message(
        `\`${stray.text}\` is inside \`::: ${data.name}\`, not directly inside the tab set around it, so it starts no tab: is a closing \`:::\` missing above it?`,
        { line: stray.line, column: 1 },
        'docs-build:container-tab',
      );
    }
    const inner = nest(children.slice(i + 1, j), ctx);
    const built = build(data, inner, ctx, node);
    if (built) out.push(built);
    i = j;
  }
  return out;
}

/**
 * The opening line's `{…}` attributes on the container's element (`{open}`
 * opens a details block); `no-title` is not an attribute but drops a hint's
 * title line.
 */
function withAttributes(node: RootContent, attributes: OpenMarker['attributes']): RootContent {
  if (!attributes) return node;
  const { 'no-title': _noTitle, className, ...rest } = attributes;
  const props = (node.data as { hProperties: Record<string, unknown> }).hProperties;
  // a name alone (`{open}`) is a boolean attribute
  for (const [name, value] of Object.entries(rest)) props[name] = value === '' ? true : value;
  if (className)
    props.className = [...((props.className as string[] | undefined) ?? []), ...[className].flat()];
  return node;
}

function build(
  data: OpenMarker,
  inner: RootContent[],
  ctx: Context,
  at: RootContent,
): RootContent | null {
  const built = buildKind(data, inner, ctx, at);
  return built && withAttributes(built, data.attributes);
}

/**
 * What `::: name` is: the site's own language containers where it names them
 * (in place of its dialect's `en` and `zh-CN`), then the merged table, then
 * its own hint containers.
 */
function containerKind(
  name: string,
  { languageContainers, customContainers }: MarkdownFileData,
): ContainerKind | undefined {
  if (languageContainers?.includes(name)) return { kind: 'language', lang: name };
  const known = containerKinds[name];
  if (known?.kind === 'language' && languageContainers) return undefined;
  return known ?? (customContainers?.includes(name) ? { kind: 'hint', hint: name } : undefined);
}

function buildKind(
  data: OpenMarker,
  inner: RootContent[],
  ctx: Context,
  at: RootContent,
): RootContent | null {
  const { name, group, title } = data;
  const found = containerKind(name, fileData(ctx.file));
  if (!found) {
    ctx.file.message(
      `unknown container \`::: ${name}\``,
      at.position,
      'docs-build:container-unknown',
    );
    return el('div', { className: ['custom-container', name] }, inner);
  }
  switch (found.kind) {
    case 'hint':
      return el('div', { className: ['hint-container', found.hint] }, [
        ...(data.attributes?.['no-title'] === undefined
          ? [
              el(
                'p',
                { className: ['hint-container-title'] },
                title ? ctx.inline(title, at) : [text(titleFor(found.hint, fileData(ctx.file)))],
              ),
            ]
          : []),
        ...inner,
      ]);
    case 'details':
      return el('details', { className: ['hint-container', 'details'] }, [
        el(
          'summary',
          {},
          title ? ctx.inline(title, at) : [text(titleFor('details', fileData(ctx.file)))],
        ),
        ...inner,
      ]);
    case 'align':
      return el('div', { style: `text-align:${found.align}` }, inner);
    case 'plain':
      return el('div', { className: found.className ? [found.className] : undefined }, inner);
    case 'language':
      return sameLanguage(found.lang, fileData(ctx.file).lang)
        ? el('div', { lang: found.lang }, inner)
        : null;
    case 'preview':
      return el('div', { className: ['preview-container'] }, [
        ...(title ? [el('p', { className: ['preview-title'] }, ctx.inline(title, at))] : []),
        el('div', { className: ['preview-body'] }, inner),
        ...(data.source?.trim()
          ? [
              {
                type: 'code',
                lang: 'md',
                meta: null,
                value: data.source.replace(/^\n+|\n+$/g, ''),
              } as RootContent,
            ]
          : []),
      ]);
    case 'tabs':
      return containerTabs(found.className, group, inner, ctx.nextTabSet());
    case 'code-group':
      // each code block becomes a tab named by its title, snippet file or
      // language (code-group.ts)
      return containerTabs('code-tabs', group, codeGroupTabs(inner), ctx.nextTabSet());
  }
}
