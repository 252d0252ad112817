import type { ResolvedConfig } from '../config/types.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { routeToOutputFile, switchLocale } from '../../runtime/shared/routes.ts';
import { escapeHtml } from '../render/html-template.ts';

/** sitemap.xml with last-modified dates from git and hreflang alternates between locales. */
export function sitemap(config: ResolvedConfig, pages: BuiltPage[]): string | null {
  if (!config.hostname) return null;
  // a page served where its translation is missing is no version of its own: its source is listed
  const routes = new Set(pages.filter((p) => !p.source.fallback).map((p) => p.data.route));
  const url = (route: string) => escapeHtml(config.hostname + config.base.slice(0, -1) + route);
  const entries = pages
    .filter((p) => p.data.layout !== 'NotFound' && !p.source.fallback)
    .map(({ data }) => {
      const alternates = Object.entries(config.locales)
        .map(([prefix, l]) => {
          const other = switchLocale(data.route, data.locale, prefix);
          return routes.has(other)
            ? `<xhtml:link rel="alternate" hreflang="${l.lang}" href="${url(other)}"/>`
            : '';
        })
        .join('');
      const lastmod = data.git.updatedTime
        ? `<lastmod>${new Date(data.git.updatedTime).toISOString()}</lastmod>`
        : '';
      return `<url><loc>${url(data.route)}</loc>${lastmod}${alternates}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robots(config: ResolvedConfig): string {
  return `User-agent: *\nAllow: /\n${config.hostname ? `Sitemap: ${config.hostname}${config.base}sitemap.xml\n` : ''}`;
}

/** Every permanent redirect of the site with the base applied: each old path and its legacy `.html` form. */
export function redirectPairs(config: ResolvedConfig): { from: string; to: string }[] {
  const base = config.base.slice(0, -1);
  return Object.entries(config.redirects).flatMap(([from, to]) => [
    { from: base + from, to: base + to },
    { from: `${base + from}.html`, to: base + to },
  ]);
}

/** `_redirects` for hosts that read it, plus the legacy `.html` form of every page. */
export function redirectsFile(config: ResolvedConfig): string {
  const lines = redirectPairs(config).map(({ from, to }) => `${encodeURI(from)} ${to} 301`);
  // last, so they only catch what nothing else matched: an unknown path under a locale gets that locale's 404 page
  // (`/*` needs no rule: hosts serve the root 404.html by themselves)
  const notFound = Object.keys(config.locales)
    .filter((prefix) => prefix !== '/')
    .map(
      (prefix) => `${config.base}${prefix.slice(1)}* ${config.base}${prefix.slice(1)}404.html 404`,
    );
  return `${[...lines, ...notFound].join('\n')}\n`;
}

/** A static page at an old path that forwards to the new one, for hosts without redirect rules. */
export function redirectPage(config: ResolvedConfig, to: string): string {
  const target = escapeHtml(config.base.slice(0, -1) + to);
  return `<!doctype html><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${target}"><a href="${target}">${target}</a>\n`;
}

export { routeToOutputFile };

/**
 * What GitHub Pages reads from a published branch: `.nojekyll` (serve the files as they are, `_headers` and
 * folders starting with `_` included) and `CNAME`, the custom domain, from the config's hostname.
 */
export function githubPagesFiles(config: ResolvedConfig): Record<string, string> {
  return {
    '.nojekyll': '',
    ...(config.hostname ? { CNAME: `${new URL(config.hostname).hostname}\n` } : {}),
  };
}
