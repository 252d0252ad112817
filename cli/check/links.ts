import { statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { normalizePath, splitHash } from '../../runtime/shared/routes.ts';
import { isPublishedPath } from '../hosting/published-paths.ts';

/** Every id a page's HTML defines: heading slugs and ids written in raw HTML or by components. */
export function anchorsOf(page: BuiltPage): Set<string> {
  const ids = new Set<string>();
  for (const m of page.compiled.html.matchAll(/\sid="([^"]+)"/g)) {
    const id = m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    ids.add(id);
    // an id written percent-encoded (a footnote labelled `[^链接1]`) is reached by the hash the browser decodes
    if (id.includes('%')) {
      try {
        ids.add(decodeURIComponent(id));
      } catch {
        /* not an encoding: kept as written */
      }
    }
  }
  return ids;
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * A link to a file of public/ rather than to a page: `/pure.html`, `/logo.svg`, or `./pure.html` from a page at the
 * root. Only public/ is published as it is, so a file merely beside a page does not count.
 */
function namesPublicFile(
  config: Pick<ResolvedConfig, 'base' | 'publicDir'>,
  url: string,
  fromRelativePath: string,
): boolean {
  let target = splitHash(url.split('?')[0]).path;
  try {
    target = decodeURIComponent(target);
  } catch {
    return false;
  }
  if (!target || /\.md$/i.test(target) || target.includes('\0')) return false;
  const inBase =
    config.base !== '/' && target.startsWith(config.base)
      ? `/${target.slice(config.base.length)}`
      : target;
  const site = inBase.startsWith('/')
    ? inBase
    : `/${path.posix.join(path.posix.dirname(fromRelativePath), inBase)}`;
  const relative = path.posix.normalize(site).slice(1);
  return (
    Boolean(relative) &&
    !relative.startsWith('..') &&
    isPublishedPath(relative) &&
    isFile(path.join(config.publicDir, relative))
  );
}

/**
 * Whether the site's `check.ignoreLinks` names a link: a string equal to it, or a pattern that matches it, as
 * written or as VitePress tests it (query, hash and `.md`/`.html` left out, `/` ending as `/index`).
 */
function ignoredBy(patterns: readonly (string | RegExp)[]): (url: string) => boolean {
  if (!patterns.length) return () => false;
  // a pattern's own `g` or `y` would make each test start where the last one ended
  const tests = patterns.map((pattern) => {
    if (typeof pattern === 'string') return (form: string) => form === pattern;
    const expression = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    return (form: string) => expression.test(form);
  });
  return (url) => {
    const bare = url.replace(/[?#].*$/, '').replace(/\.(html|md)$/, '');
    const forms = [url, bare, bare.endsWith('/') ? `${bare}index` : bare];
    return tests.some((test) => forms.some(test));
  };
}

/** Links to pages that do not exist, and to anchors a page does not have. */
export function checkLinks(
  pages: BuiltPage[],
  config: Pick<ResolvedConfig, 'base' | 'publicDir' | 'redirects'> & {
    user?: Pick<ResolvedConfig['user'], 'check'>;
  },
): Diagnostic[] {
  const { redirects } = config;
  const ignored = ignoredBy(config.user?.check?.ignoreLinks ?? []);
  const byRoute = new Map(pages.map((p) => [p.data.route, p]));
  const anchors = new Map<string, Set<string>>();
  const anchorSet = (p: BuiltPage) => {
    let set = anchors.get(p.data.route);
    if (!set) {
      set = anchorsOf(p);
      anchors.set(p.data.route, set);
    }
    return set;
  };
  const out: Diagnostic[] = [];
  for (const page of pages) {
    for (const link of page.compiled.links) {
      if (!link.route || ignored(link.url)) continue;
      const at = {
        file: link.file ?? page.source.displayPath,
        line: link.line,
        column: link.column,
      };
      // `Alist%20V2%20V3.md` names the page of `Alist V2 V3.md`, as the browser (and the router) decode it
      const route = normalizePath(redirects[link.route] ?? link.route);
      const target =
        byRoute.get(route) ?? (route.endsWith('/') ? undefined : byRoute.get(`${route}/`));
      if (!target) {
        if (namesPublicFile(config, link.url, page.source.relativePath)) continue;
        out.push({
          ...at,
          severity: 'error',
          rule: 'link/missing-page',
          message: `link \`${link.url}\` points to ${link.route}, which is not a page`,
          hint: 'link to an existing .md file, relative to this page or from the docs root',
        });
        continue;
      }
      if (target.data.locale !== page.data.locale) {
        out.push({
          ...at,
          severity: 'warning',
          rule: 'link/cross-locale',
          message: `link \`${link.url}\` leaves this page's language for ${target.data.route}`,
          hint: `link to the page of the same language (under ${page.data.locale}) so readers stay in it`,
        });
      }
      // `#:~:text=…` asks the browser to scroll to that text (a text fragment): no element is named
      if (link.hash && !link.hash.startsWith(':~:') && !anchorSet(target).has(link.hash)) {
        out.push({
          ...at,
          severity: 'error',
          rule: 'link/missing-anchor',
          message: `link \`${link.url}\`: ${target.source.displayPath} has no heading with anchor #${link.hash}`,
        });
      }
    }
  }
  return onceEach(out);
}

/**
 * A file two pages include (`<!--@include: ./cli-generated.md-->` in `cli.md`,
 * and the file a page of its own) has its links checked once for each; a
 * finding is reported once at the line where it is written.
 */
function onceEach(found: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return found.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.rule}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
