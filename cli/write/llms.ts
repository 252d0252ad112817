import type { ResolvedConfig } from '../config/types.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { compareText } from '../core/compare-text.ts';

/** The page as plain markdown for AI tools: title, then the source body without front matter. */
export function pageMarkdown(page: BuiltPage): string {
  const body = page.source.body.replace(/^\s+/, '');
  return `# ${page.data.title}\n\n${page.data.description ? `> ${page.data.description}\n\n` : ''}${body}`;
}

export function markdownPath(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.md` : `${route.slice(1)}.md`;
}

/** llms.txt: the site's pages per locale as a linked list (https://llmstxt.org). */
export function llmsIndex(config: ResolvedConfig, pages: BuiltPage[]): string {
  const url = (route: string) =>
    `${config.hostname}${config.base.slice(0, -1)}/${markdownPath(route)}`;
  const sections = Object.entries(config.locales).map(([prefix, locale]) => {
    const list = pages
      .filter((p) => p.data.locale === prefix)
      .sort((a, b) => compareText(a.data.route, b.data.route));
    return `## ${locale.name}\n\n${list.map((p) => `- [${p.data.title}](${url(p.data.route)})${p.data.description ? `: ${p.data.description}` : ''}`).join('\n')}`;
  });
  return `# ${config.title}\n\n> ${config.description}\n\n${sections.join('\n\n')}\n`;
}

export function llmsFull(pages: BuiltPage[]): string {
  return [...llmsFullParts(pages)].join('');
}

/** llms-full.txt in parts, a page at a time: every page's markdown, too large on a big site to make as one string. */
export function* llmsFullParts(pages: BuiltPage[]): Generator<string> {
  for (const [i, page] of pages.entries()) {
    if (i) yield '\n\n---\n\n';
    yield pageMarkdown(page);
  }
}
