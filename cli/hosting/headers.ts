import type { ResolvedConfig } from '../config/types.ts';
import { CURRENT_DIR, REVALIDATE } from './current-files.ts';

/** Headers for the requests whose path matches `path` (`*` matches anything, `:name` one path segment). */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sent with every answer of the site: pages, assets and the 404 page. */
export function securityHeaders(csp: string | null): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ...(csp ? [['Content-Security-Policy', csp] as [string, string]] : []),
  ];
}

/** The site's headers, once: `_headers` is written from them and the nginx config repeats them. */
export function headerRules(config: ResolvedConfig, csp: string | null): HeaderRule[] {
  const languages = Object.entries(config.locales)
    .filter(([prefix]) => prefix !== '/')
    .map(([prefix, locale]): HeaderRule => ({
      path: `${config.base}${prefix.slice(1)}*`,
      headers: [['Content-Language', locale.lang]],
    }));
  return [
    { path: `${config.base}*`, headers: securityHeaders(csp) },
    // content-hashed names: a changed file gets a new name, so a copy never needs asking about again
    { path: `${config.base}assets/*`, headers: [['Cache-Control', IMMUTABLE]] },
    // fixed names whose content follows the pages: asked about again before each use
    { path: `${config.base}${CURRENT_DIR}/*`, headers: [['Cache-Control', REVALIDATE]] },
    ...languages,
  ];
}

/** `_headers` in the format Netlify and Cloudflare Pages read. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return `${rules.flatMap((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)]).join('\n')}\n`;
}

/** Reads a `_headers` file: a path line, then indented `Name: value` lines; `#` starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0)
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers `rules` give a request path, as Netlify and Cloudflare Pages apply them: every matching rule
 * counts, and a header two rules set gets both values, comma-separated.
 */
export function headersFor(rules: HeaderRule[], urlPath: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}
