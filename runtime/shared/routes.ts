// Pure helpers mapping files, routes and URLs; used by the build and by the client router.
import { BLOCKED_SCRIPT_URL, isScriptUrl } from './script-url.ts';

/** `guide/install/docker.md` → `/guide/install/docker`; `guide/README.md` → `/guide/`. */
export function fileToRoute(relativePath: string): string {
  const withoutExt = relativePath.replace(/\\/g, '/').replace(/\.md$/i, '');
  if (/(^|\/)(README|index)$/i.test(withoutExt)) {
    const dir = withoutExt.replace(/(^|\/)(README|index)$/i, '');
    return dir ? `/${dir}/` : '/';
  }
  return `/${withoutExt}`;
}

/** The output file that serves a route: `/guide/` → `guide/index.html`, `/guide/x` → `guide/x.html`. */
export function routeToOutputFile(route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/** The locale prefix a route belongs to, chosen by the longest matching prefix. */
export function localeOfRoute(route: string, prefixes: string[]): string {
  let best = '/';
  for (const prefix of prefixes) {
    if (route.startsWith(prefix) && prefix.length > best.length) best = prefix;
  }
  return best;
}

/**
 * Normalises a browser path to the route it names: decodes it, drops `.html` (the legacy form)
 * and `index` (and `README`, unless `keepReadme`: a site may publish one beside its folder's
 * `index`), and collapses repeated slashes. The router redirects when the result differs.
 */
export function normalizePath(path: string, keepReadme = false): string {
  let p = path;
  try {
    p = decodeURI(p);
  } catch {
    // keep the raw path: a malformed escape is simply not found
  }
  p = p.replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  if (/(^|\/)\.\.?(\/|$)/.test(p)) p = resolveDotSegments(p);
  p = p.replace(/\/index(\.html)?$/i, '/');
  if (!keepReadme) p = p.replace(/\/README(\.md)?$/i, '/');
  p = p.replace(/\.(html|md)$/i, '');
  return p;
}

/** `/guide/./x` → `/guide/x`, `/guide/../` → `/`; a path ending in a dot segment names a folder. Never above `/`. */
function resolveDotSegments(p: string): string {
  const out: string[] = [];
  const segments = p.split('/').slice(1);
  for (const segment of segments) {
    if (segment === '..') out.pop();
    else if (segment !== '.') out.push(segment);
  }
  const last = segments[segments.length - 1];
  if ((last === '.' || last === '..') && out[out.length - 1] !== '') out.push('');
  return `/${out.join('/')}`;
}

/** Finds the route for a path, trying the folder form (`/guide` → `/guide/`) too. */
export function resolveRoute(path: string, routes: Record<string, unknown>): string | null {
  const readme = normalizePath(path, true);
  if (readme in routes) return readme;
  const p = normalizePath(path);
  if (p in routes) return p;
  if (!p.endsWith('/') && `${p}/` in routes) return `${p}/`;
  if (p.endsWith('/') && p.length > 1 && p.slice(0, -1) in routes) return p.slice(0, -1);
  return null;
}

/** The same page in another locale: `/zh/guide/x` ↔ `/guide/x`. */
export function switchLocale(route: string, from: string, to: string): string {
  return to + route.slice(from.length);
}

export function splitHash(url: string): { path: string; hash: string } {
  const i = url.indexOf('#');
  return i === -1 ? { path: url, hash: '' } : { path: url.slice(0, i), hash: url.slice(i) };
}

/**
 * The deepest folder holding every one of `routes` (`/guide/` of `/guide/a`
 * and `/guide/b/c`); `/` when they share no other, or there are none.
 */
export function commonFolder(routes: string[]): string {
  const folders = routes.map((route) => route.slice(0, route.lastIndexOf('/') + 1));
  let shared = folders[0] ?? '/';
  for (const folder of folders)
    while (shared !== '/' && !folder.startsWith(shared))
      shared = shared.slice(0, shared.lastIndexOf('/', shared.length - 2) + 1);
  return shared;
}

export function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');
}

/**
 * A site-internal path as served under the site's base (`/docs/` + `/guide/` → `/docs/guide/`); a script URL
 * blocked; others unchanged.
 */
export function withBase(base: string, link: string): string {
  if (isScriptUrl(link)) return BLOCKED_SCRIPT_URL;
  if (base === '/' || !link.startsWith('/') || link.startsWith('//') || link.startsWith(base))
    return link;
  return base + link.slice(1);
}
