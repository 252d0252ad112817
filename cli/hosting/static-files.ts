import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { chooseEncoding, COMPRESSIBLE } from './content-encoding.ts';
import { headersFor, parseHeadersFile } from './headers.ts';
import { isPublishedPath, isPublishedRealPath } from './published-paths.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.sh': 'text/x-shellscript; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.yml': 'text/yaml; charset=utf-8',
};

/**
 * Maps a URL path to a file in `root` the way static hosts do: `/x` → `x.html` or `x/index.html`,
 * `/x/` → `x/index.html`. Returns null for anything outside `root` (`..`, encoded slashes, symlinks
 * that leave it, or `within` when given) and for dotfiles, which are never published (`.env`), but
 * for `.well-known/` and `.nojekyll`: by the name asked for and by the real path a symlink leads
 * to.
 */
export function resolveStaticFile(
  root: string,
  urlPath: string,
  { within = root }: { within?: string } = {},
): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /(^|\/)\.\.(\/|$)/.test(decoded))
    return null;
  const clean = path.posix.normalize(`/${decoded}`).replace(/\/{2,}/g, '/');
  if (!isPublishedPath(clean.slice(1))) return null;
  const candidates = clean.endsWith('/')
    ? [`${clean}index.html`]
    : [clean, `${clean}.html`, `${clean}/index.html`];
  if (!existsSync(root)) return null;
  const realRoot = realpathSync(within);
  const homes = [realpathSync(root)];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    const real = realpathSync(file);
    return isPublishedRealPath(real, { boundary: realRoot, homes }) ? file : null;
  }
  return null;
}

/**
 * The 404 page for a path: the nearest `404.html` up its folders (`zh/404.html` for `/zh/…`), as
 * Cloudflare Pages does and as the `_redirects` rules make Netlify do; the root one otherwise.
 */
export function notFoundFile(root: string, urlPath: string): string | null {
  const segments = urlPath
    .split('/')
    .filter((s) => s && s !== '.' && s !== '..' && !s.includes('\\'));
  for (let depth = segments.length - 1; depth >= 0; depth--) {
    const file = path.join(root, ...segments.slice(0, depth), '404.html');
    if (existsSync(file)) return file;
  }
  return null;
}

/** The rules of the site's `_headers`, read on every request so a rebuild under a running preview counts. */
function headerRulesOf(root: string) {
  const file = path.join(root, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

export function serveStatic(
  root: string,
  {
    port = 4173,
    host = '127.0.0.1',
    base = '/',
  }: { port?: number; host?: string; base?: string } = {},
): Promise<Server> {
  const server = staticServer(root, base);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** The built site under `base`, as a static host serves it; not yet listening. */
export function staticServer(root: string, base = '/'): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    // a site built for a base path is served under it, as its host would
    const inBase = url.pathname.startsWith(base) || `${url.pathname}/` === base;
    const file = inBase ? resolveStaticFile(root, `/${url.pathname.slice(base.length)}`) : null;
    const target = file ?? notFoundFile(root, inBase ? url.pathname.slice(base.length) : '');
    if (!target) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    // the build's precompressed copy, as a host configured for them would choose it
    const compressible = COMPRESSIBLE.test(target);
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    const copy = encoding ? `${target}.${encoding === 'br' ? 'br' : 'gz'}` : '';
    const encoded = encoding !== null && existsSync(copy);
    const body = readFileSync(encoded ? copy : target);
    // the site's own `_headers` (security headers, CSP, caching of hashed assets) over a host's
    // defaults; a not-found answer keeps no caching rule, or `/assets/x.js` missing today would be
    // cached as missing for a year
    const siteHeaders = [...headersFor(headerRulesOf(root), url.pathname)].filter(
      ([name]) => file || name.toLowerCase() !== 'cache-control',
    );
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-cache',
      ...(encoded && encoding ? { 'content-encoding': encoding } : {}),
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
      ...Object.fromEntries(siteHeaders),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
