import { hostedSearchOf } from '../config/search-mode.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { hashSource, outsideOrigin, type PageSources } from './page-sources.ts';
import { colorModeScript } from '../../runtime/theme/color-mode.ts';

export const GISCUS_ORIGIN = 'https://giscus.app';
/**
 * Past this many distinct style attributes a hash list costs more header bytes than it protects (KaTeX writes a
 * height per formula); style attributes are then allowed inline. Scripts are never allowed that way.
 */
export const MAX_STYLE_ATTRIBUTE_HASHES = 64;

/** Where the comment widget comes from: giscus.app, or a self-hosted giscus. Null when the site shows no comments. */
export function commentsOrigin(config: ResolvedConfig): string | null {
  const c = config.user.comments;
  if (!c?.repo || !c.repoId || !c.category || !c.categoryId) return null;
  return outsideOrigin(c.origin ?? GISCUS_ORIGIN);
}

/** The site's search host when a hosted index answers the dialog (DocSearch's Algolia host or the configured one). */
function searchOrigin(config: ResolvedConfig): string | null {
  const search = hostedSearchOf(config.user.search);
  if (!search) return null;
  return outsideOrigin(search.host ?? `https://${search.appId}-dsn.algolia.net`);
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Outside origins of the config's `head` scripts and stylesheets: the build cannot see them in the pages' content. */
function headOrigins(config: ResolvedConfig, kind: 'script' | 'stylesheet'): string[] {
  return (config.user.head ?? []).flatMap(([tag, attributes]) => {
    const url =
      kind === 'script'
        ? tag === 'script'
          ? attributes.src
          : undefined
        : tag === 'link' && attributes.rel === 'stylesheet'
          ? attributes.href
          : undefined;
    const origin = url ? outsideOrigin(url) : null;
    return origin ? [origin] : [];
  });
}

/**
 * The policy every page is served with, from the site config and what its built pages use; null when the site
 * turns it off (`contentSecurityPolicy: false`). Sources are sorted, so the same site gives the same header.
 */
export function contentSecurityPolicy(config: ResolvedConfig, pages: PageSources): string | null {
  const extra = config.user.contentSecurityPolicy;
  if (extra === false) return null;
  const comments = commentsOrigin(config);
  const search = searchOrigin(config);
  const media = sorted(pages.media);
  // the boot script is always there, even when no page was collected (it is the same in every document)
  const scripts = sorted([hashSource(colorModeScript(config.colorMode)), ...pages.scripts]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scripts,
      ...sorted([...(comments ? [comments] : []), ...headOrigins(config, 'script')]),
    ],
    ...styleDirectives(pages, [
      ...(comments ? [comments] : []),
      ...headOrigins(config, 'stylesheet'),
    ]),
    'img-src': ["'self'", 'data:', ...sorted(pages.images)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sorted([...(search ? [search] : []), ...media])],
    // streaming players feed the video element through a blob: URL, and hls.js parses in a blob: worker
    ...(media.length
      ? { 'media-src': ["'self'", 'blob:', ...media], 'worker-src': ["'self'", 'blob:'] }
      : {}),
    ...(comments || pages.frames.size
      ? { 'frame-src': ["'self'", ...sorted([...pages.frames, ...(comments ? [comments] : [])])] }
      : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  for (const [name, values] of Object.entries(extra ?? {})) {
    directives[name] = [
      ...new Set([...(directives[name] ?? directives['default-src']), ...values]),
    ];
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Styles by hash where that holds: `<style>` elements and style attributes of the built pages. A page drawing
 * diagrams needs inline styles (mermaid writes its own `<style>` and style attributes in the browser), and so do
 * pages with more distinct style attributes than are worth listing; a hash in the list would switch that off.
 */
function styleDirectives(pages: PageSources, outsideStyles: string[]): Record<string, string[]> {
  const outside = sorted(outsideStyles);
  if (pages.diagrams) return { 'style-src': ["'self'", "'unsafe-inline'", ...outside] };
  const attributes =
    pages.styleAttributes.size > MAX_STYLE_ATTRIBUTE_HASHES
      ? ["'unsafe-inline'"]
      : ["'unsafe-hashes'", ...sorted(pages.styleAttributes)];
  return {
    'style-src': ["'self'", ...sorted(pages.styleElements), ...outside],
    ...(pages.styleAttributes.size ? { 'style-src-attr': attributes } : {}),
  };
}
