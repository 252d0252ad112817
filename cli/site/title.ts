import path from 'node:path';
import type { PhrasingContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { FrontMatter } from '../../runtime/shared/types.ts';
import { interpolateFrontMatter } from './interpolation.ts';
import { BRACES, closingAttributes, type AttributeSyntax } from './attribute-syntax.ts';
import { COMPONENT_NAME } from './component-name.ts';

const H1 = /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m;
const FENCE = /^(`{3,}|~{3,})/;
// a component (PascalCase tag) is no part of the text a reader would call the
// title: `<Badge text="x" />`, `<Badge>x</Badge>`
const COMPONENT = new RegExp(String.raw`<(${COMPONENT_NAME})\b[^>]*?(?:\/>|>[\s\S]*?<\/\1>)`, 'g');
const parser = unified().use(remarkParse);
const HTML_TAG = /<\/?[a-zA-Z][^>]*>/g;

/**
 * The text of a heading's markdown source: no closing attribute list (`{#id}`,
 * `{ .tip }`, or the site's `%{#id}%`), no components, no markup (`**a**
 * \`b\`` → `a b`).
 */
export function headingText(source: string, attributes = BRACES): string {
  const text = source.replace(COMPONENT, '').trim();
  const markdown = (closingAttributes(text, attributes)?.before ?? text).trim();
  if (!/[\\`*_[<&!~=^]/.test(markdown)) return markdown;
  const tree = parser.parse(markdown);
  const paragraph = tree.children[0];
  // a heading that starts with a block-level tag (`# <div class="i-logos" />
  // ESLint`) parses alone as an HTML block
  if (paragraph?.type === 'html')
    return markdown.replace(HTML_TAG, '').replace(/\s+/g, ' ').trim() || markdown;
  const content =
    paragraph && 'children' in paragraph ? (paragraph.children as PhrasingContent[]) : [];
  return (
    content
      .map((node) => toString(node, { includeHtml: false }))
      .join('')
      .replace(/\s+/g, ' ')
      .trim() || markdown
  );
}

/** The page's first `# heading` outside code blocks, as its source is written. */
export function firstH1(body: string): string | undefined {
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const f = FENCE.exec(line.trim());
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    const m = H1.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

/**
 * What names a page that says nothing of its title (`pageTitle`'s `fileName`):
 * its file, or for a folder's page (`interactive/index.md`, a VitePress
 * `layout: page` with only HTML in it) the folder, for a locale's home page the
 * locale's title, rather than "index" in the sidebar and the browser's tab.
 */
export function untitledName(relativePath: string, localeHome: string | undefined): string {
  const name = path.posix.basename(relativePath, '.md');
  if (!/^(index|readme)$/i.test(name)) return name;
  return localeHome ?? (path.posix.basename(path.posix.dirname(relativePath)) || name);
}

/**
 * Front matter `title`, else the text of the first h1, else a home page's hero
 * text, else (a home page) its locale's title, else the file name. A home page
 * written for VitePress has a hero and no h1, and VuePress 1's often no hero
 * text either.
 */
export function pageTitle(
  frontmatter: FrontMatter,
  body: string,
  fileName: string,
  homeTitle?: string,
  attributes?: AttributeSyntax,
): string {
  if (frontmatter.title !== undefined) return String(frontmatter.title);
  const h1 = firstH1(body);
  // `# {{ $frontmatter.heading }}` is titled by that value as text, as the page
  // shows it (remark-interpolations)
  if (h1) return interpolateFrontMatter(headingText(h1, attributes), frontmatter).text;
  const hero = frontmatter.heroText;
  if (typeof hero === 'string' && hero.trim()) return hero.trim();
  return frontmatter.home === true && homeTitle ? homeTitle : fileName;
}

/**
 * The title breadcrumbs and sidebars show: a front-matter title written for the browser tab
 * (`title: Getting Started | Guide` above `# Getting Started`, as VitePress sites do) without
 * its suffix, when what precedes the first ` | ` is the page's own heading.
 */
export function titleWithoutSuffix(title: string, body: string): string {
  const cut = title.indexOf(' | ');
  if (cut < 0) return title;
  const h1 = firstH1(body);
  const head = title.slice(0, cut).trim();
  return h1 !== undefined && headingText(h1) === head ? head : title;
}
