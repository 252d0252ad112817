import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';

/** Every id a page's HTML defines: heading slugs and ids written in raw HTML or by components. */
export function anchorsOf(page: BuiltPage): Set<string> {
  const ids = new Set<string>();
  for (const m of page.compiled.html.matchAll(/\sid="([^"]+)"/g)) ids.add(m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  return ids;
}

/** Links to pages that do not exist, and to anchors a page does not have. */
export function checkLinks(pages: BuiltPage[], redirects: Record<string, string>): Diagnostic[] {
  const byRoute = new Map(pages.map((p) => [p.data.route, p]));
  const anchors = new Map<string, Set<string>>();
  const anchorSet = (p: BuiltPage) => {
    let set = anchors.get(p.data.route);
    if (!set) { set = anchorsOf(p); anchors.set(p.data.route, set); }
    return set;
  };
  const out: Diagnostic[] = [];
  for (const page of pages) {
    for (const link of page.compiled.links) {
      if (!link.route) continue;
      const at = { file: page.source.displayPath, line: link.line, column: link.column };
      const route = redirects[link.route] ?? link.route;
      const target = byRoute.get(route) ?? (route.endsWith('/') ? undefined : byRoute.get(`${route}/`));
      if (!target) {
        out.push({ ...at, severity: 'error', rule: 'link/missing-page', message: `link \`${link.url}\` points to ${link.route}, which is not a page`, hint: 'link to an existing .md file, relative to this page or from the docs root' });
        continue;
      }
      if (target.data.locale !== page.data.locale) {
        out.push({ ...at, severity: 'warning', rule: 'link/cross-locale', message: `link \`${link.url}\` leaves this page's language for ${target.data.route}`, hint: `link to the page of the same language (under ${page.data.locale}) so readers stay in it` });
      }
      if (link.hash && !anchorSet(target).has(link.hash)) {
        out.push({ ...at, severity: 'error', rule: 'link/missing-anchor', message: `link \`${link.url}\`: ${target.source.displayPath} has no heading with anchor #${link.hash}` });
      }
    }
  }
  return out;
}
