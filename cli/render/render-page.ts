import type { PageData, SiteData } from '../../runtime/shared/types.ts';
import { documentTitle } from '../../runtime/shared/page-title.ts';
import { switchLocale, withBase } from '../../runtime/shared/routes.ts';
import { colorModeScript } from '../../runtime/theme/color-mode.ts';
import { iconsUsedIn, SPRITE_ID } from '../../runtime/shared/icon-sprite.ts';
import { headTags, type HeadEntry } from './head-tags.ts';
import { watchRoutes } from './used-routes.ts';
import { escapeHtml, fillTemplate, scriptJson } from './html-template.ts';

export interface RenderAssets {
  entry: string;
  preload: string[];
  css: string[];
  /** Island name → stylesheet; a page links those of the islands it holds. */
  islandCss?: Record<string, string>;
  siteModule: string;
  /** Icon name → its `<symbol>`; a page carries those it shows. */
  iconSymbols?: Record<string, string>;
}

/**
 * What a document is rendered with: the server bundle and the config's extra head tags (a run's session). Named
 * here by shape, so that rendering, which the config and markdown stages build on, imports neither.
 */
export interface DocumentRenderer {
  server: { renderPage(site: SiteData, page: PageData): string };
  config: { user: { head?: HeadEntry[] } };
}

/** One page → a complete HTML document, server-rendered so its content is there before any script runs. */
export function renderDocument(
  session: DocumentRenderer,
  site: SiteData,
  page: PageData,
  assets: RenderAssets,
  { noIndex = false, extraBody = '' } = {},
): string {
  const base = site.base;
  const watched = watchRoutes(site);
  const app = session.server.renderPage(watched.site, page);
  // a page served where its translation is missing is its source's text: the source is the one to index, and
  // no locale has it in its own language here
  const fallback = page.translation?.state === 'fallback' ? page.translation.source : null;
  const canonical = site.hostname
    ? `${site.hostname}${base.slice(0, -1)}${fallback ?? page.route}`
    : '';
  const head: string[] = [];
  if (page.description)
    head.push(`<meta name="description" content="${escapeHtml(page.description)}">`);
  if (noIndex) head.push('<meta name="robots" content="noindex">');
  else if (canonical) {
    head.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const other of fallback ? [] : site.locales) {
      const route = switchLocale(page.route, site.locale.prefix, other.prefix);
      if (!(route in site.routes) || site.routes[route].fallback) continue;
      head.push(
        `<link rel="alternate" hreflang="${other.lang}" href="${escapeHtml(site.hostname + base.slice(0, -1) + route)}">`,
      );
    }
  }
  head.push(
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:type" content="article">`,
  );
  const extraHead = session.config.user.head ?? [];
  head.push(...headTags(extraHead));
  // the logo is the tab's icon unless the config names one
  const namesIcon = extraHead.some(
    ([tag, attributes]) => tag === 'link' && (attributes.rel ?? '').split(/\s+/).includes('icon'),
  );
  if (site.logo && !namesIcon)
    head.push(`<link rel="icon" href="${escapeHtml(withBase(base, site.logo))}">`);
  const islandCss = page.islands
    .map((name) => assets.islandCss?.[name])
    .filter((css): css is string => Boolean(css));
  for (const css of new Set([...assets.css, ...islandCss]))
    head.push(`<link rel="stylesheet" href="${base}${css}">`);
  for (const js of [assets.entry, ...assets.preload, assets.siteModule])
    head.push(`<link rel="modulepreload" href="${base}${js}">`);
  const { html, ...rest } = page;
  void html;
  const pageWithoutHtml = { ...rest, routes: watched.used(page.route) };
  const symbols = iconsUsedIn(app)
    .map((name) => assets.iconSymbols?.[name] ?? '')
    .join('');
  const body = [
    `<svg id="${SPRITE_ID}" width="0" height="0" aria-hidden="true">${symbols}</svg>`,
    `<script type="application/json" id="page-data">${scriptJson(pageWithoutHtml)}</script>`,
    `<script type="module" src="${base}${assets.entry}" data-site="${base}${assets.siteModule}" data-base="${base}"></script>`,
    extraBody,
  ].join('\n');
  return fillTemplate({
    lang: site.locale.lang,
    title: documentTitle(page.title, site.title),
    head: head.join('\n'),
    colorModeScript: colorModeScript(site.colorMode),
    app,
    body,
  });
}
