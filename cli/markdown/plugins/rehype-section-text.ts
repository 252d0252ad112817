import type { Element, Root, RootContent } from 'hast';
import type { Plugin } from 'unified';
import { fileData } from '../context.ts';
import { isMathHtml } from './rehype-math.ts';

export interface TextSection {
  /** Heading anchor the text sits under; empty for the text before the first heading. */
  slug: string;
  title: string;
  text: string;
  code: string;
}

/**
 * Collects the page's plain text per heading section (code kept apart) for
 * search and reading time.
 */
export const rehypeSectionText: Plugin<[], Root> = () => (tree, file) => {
  const sections: TextSection[] = [{ slug: '', title: '', text: '', code: '' }];
  const walk = (nodes: RootContent[], inCode: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const s = sections[sections.length - 1];
        if (inCode) s.code += `${node.value} `;
        else s.text += node.value;
      } else if (isMathHtml(node)) {
        // a formula is searched by its TeX, not by the glyphs KaTeX draws it
        // with
        sections[sections.length - 1].text += node.data.math;
      } else if (node.type === 'raw') {
        // highlighted code arrives as finished HTML (or as its marker, see
        // rehype-code); its text is the tags stripped
        const s = sections[sections.length - 1];
        s.code += `${codeText((node as { value: string }).value)} `;
      } else if (node.type === 'element') {
        const el = node as Element;
        if (/^h[2-6]$/.test(el.tagName) && el.properties.id) {
          sections.push({ slug: String(el.properties.id), title: textOf(el), text: '', code: '' });
          continue;
        }
        // a script's or a style's text is no prose, and a page's own `# Title`
        // is its title, kept apart
        if (
          /^(button|script|style|template|h1)$/.test(el.tagName) ||
          (el.properties.className as string[] | undefined)?.includes('header-anchor')
        )
          continue;
        // inline `code` is part of the sentence (and of its excerpt in search);
        // only blocks count as code
        walk(el.children, inCode || el.tagName === 'pre');
        if (/^(p|li|td|th|div|h1|tr|br|summary|blockquote)$/.test(el.tagName))
          sections[sections.length - 1].text += '\n';
      }
    }
  };
  walk(tree.children, false);
  for (const s of sections)
    s.text = s.text
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim();
  (fileData(file) as unknown as { sections: TextSection[] }).sections = sections.filter(
    (s) => s.slug || s.text || s.code,
  );
};

function textOf(el: Element): string {
  let out = '';
  for (const c of el.children) {
    if (c.type === 'text') out += c.value;
    else if (
      c.type === 'element' &&
      !(c.properties.className as string[] | undefined)?.includes('header-anchor')
    )
      out += textOf(c);
  }
  return out.trim();
}

/** The text of a block of highlighted code: its HTML without tags and entities. */
export const codeText = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ''));

const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Shiki writes `&` as `&#x26;` and quotes as `&#39;`: decode those and the
 * common named entities.
 */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
