import type { ResolvedConfig } from '../config/types.ts';
import { UserError } from '../diagnostics/diagnostic.ts';
import { redirectPairs } from './host-files.ts';
import { IMMUTABLE, type HeaderRule } from './headers.ts';
import { CURRENT_DIR, REVALIDATE } from './current-files.ts';

/**
 * Where the build writes the nginx rules: a dotfile, which neither `preview` nor these rules serve, and whose content
 * is harmless on a host that does publish it (the routes and headers every visitor sees anyway).
 */
export const NGINX_CONFIG_FILE = '.nginx.conf';

/** A string as an nginx parameter: quoted, escaped. `$` would start a variable, and nginx has no way to escape it. */
function quote(value: string, config: ResolvedConfig): string {
  if (value.includes('$')) {
    throw new UserError([
      {
        severity: 'error',
        file: config.configFile ?? config.root,
        rule: 'hosting/nginx',
        message: `nginx cannot take "${value}" literally: "$" starts a variable there`,
        hint: 'rename the redirect path, or write the "$" as %24',
      },
    ]);
  }
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

const addHeaders = (headers: [string, string][], indent: string, config: ResolvedConfig) =>
  headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value, config)} always;`);

/**
 * The nginx rules of the site, to `include` inside a `server` block whose `root` holds the built site at its base.
 * Clean URLs and the legacy `.html` ones, the redirects of `_redirects` as 301s, each locale's 404 page, the headers
 * of `_headers` (nginx drops the server's `add_header`s in a location that adds its own, so each such location
 * repeats them), and the build's `.gz` copies.
 */
export function nginxConfig(config: ResolvedConfig, rules: HeaderRule[]): string {
  const base = config.base;
  const rule = (path: string) => rules.find((r) => r.path === path)?.headers ?? [];
  const site = rule(`${base}*`);
  const localePrefixes = Object.keys(config.locales).filter((prefix) => prefix !== '/');
  const pageFiles = 'try_files $uri $uri.html $uri/index.html =404;';
  const lines = [
    `# nginx rules for "${config.title}", written by docs-build build: rebuild rather than edit.`,
    '# Include inside a server block whose root holds the built site, for example:',
    `#   server { listen 80; root /usr/share/nginx/html; include /etc/nginx/docs-build.conf; }`,
    "# The http block must include mime.types, as Debian's and the official image's nginx.conf do.",
    'charset utf-8;',
    'server_tokens off;',
    // redirects name a path; the browser keeps the scheme and host it asked with (behind a proxy too)
    'absolute_redirect off;',
    // the .gz copy beside each text file; `brotli_static on;` serves the .br ones where the brotli module is loaded
    'gzip_static on;',
    'gzip_vary on;',
    `error_page 404 ${base}404.html;`,
    ...addHeaders(site, '', config),
    '',
    '# dotfiles are not published, but .well-known/ and .nojekyll',
    'location ~ /\\.(?!well-known/|nojekyll$) { return 404; }',
    `location ${base} { ${pageFiles} }`,
    `location ${base}assets/ {`,
    ...addHeaders([...site, ['Cache-Control', IMMUTABLE]], '  ', config),
    '  try_files $uri =404;',
    '}',
    `location ${base}${CURRENT_DIR}/ {`,
    ...addHeaders([...site, ['Cache-Control', REVALIDATE]], '  ', config),
    `  ${pageFiles}`,
    '}',
    ...localePrefixes.flatMap((prefix) => [
      `location ${base}${prefix.slice(1)} {`,
      `  error_page 404 ${base}${prefix.slice(1)}404.html;`,
      ...addHeaders([...site, ...rule(`${base}${prefix.slice(1)}*`)], '  ', config),
      `  ${pageFiles}`,
      '}',
    ]),
    ...redirectPairs(config).map(
      ({ from, to }) =>
        `location = ${quote(from, config)} { return 301 ${quote(encodeURI(to), config)}; }`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
