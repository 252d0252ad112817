import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ClientAssets } from '../bundle/client.ts';
import { vendorFile } from '../bundle/vendor.ts';
import { resolveStaticFile } from '../hosting/static-files.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { renderDocument } from '../render/render-page.ts';
import { escapeHtml } from '../render/html-template.ts';
import { dataModule } from '../write/modules.ts';
import {
  chooseEncoding,
  MIN_COMPRESS_BYTES,
  type ContentEncoding,
} from '../hosting/content-encoding.ts';
import { localeOfRoute, normalizePath, resolveRoute } from '../../runtime/shared/routes.ts';
import { DEV_PREFIX, ICON_SPRITE_PATH, type DevSite } from './dev-site.ts';
import { localeAssets, notFoundDocument } from '../session/render-site.ts';
import { DEV_SEARCH_DIR, devSearchFile } from '../search/dev-index.ts';
import type { LiveChannel } from './live.ts';
import { isAllowedHost } from './allowed-hosts.ts';
import { publicBoundary } from '../write/public-files.ts';
import { docsFileFor } from '../write/page-assets.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.sh': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface DevServerState {
  site: DevSite;
  live: LiveChannel;
  client: () => Promise<ClientAssets>;
  /** The client assets if built already, else their fixed dev names: pages need not wait for the bundle. */
  clientNow: () => Pick<ClientAssets, 'entry' | 'css' | 'extra' | 'islands' | 'islandCss'>;
  /** The host the server listens on; requests naming any other host are refused. */
  host?: string;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const errorsOf = (list: Diagnostic[]) => list.filter((d) => d.severity === 'error');

/** The encoding each response may use, from its request's Accept-Encoding. */
const encodings = new WeakMap<ServerResponse, ContentEncoding | null>();

/** Text above 1 KB goes compressed when the browser accepts it, as from the build's copies (at quick settings here). */
function send(res: ServerResponse, status: number, type: string, body: string | Buffer) {
  const text = /^(text\/|application\/(json|javascript)|image\/svg)/.test(type);
  const encoding =
    text && Buffer.byteLength(body) >= MIN_COMPRESS_BYTES ? (encodings.get(res) ?? null) : null;
  const payload =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? gzipSync(body, { level: 1 })
        : body;
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...(text ? { vary: 'Accept-Encoding' } : {}),
  });
  res.end(payload);
}

/** Renders pages from the in-memory site on request; nothing outside the site and public/ is reachable. */
export function createDevServer(state: DevServerState): Server {
  return createServer((req, res) => {
    state.site.lastRequestAt = performance.now();
    if (!isAllowedHost(req.headers.host, state.host ?? '127.0.0.1')) {
      send(
        res,
        403,
        'text/plain; charset=utf-8',
        `docs-build dev does not answer to the host name ${req.headers.host}; open it through localhost or 127.0.0.1, or start it with --host ${req.headers.host?.replace(/:\d+$/, '')}`,
      );
      return;
    }
    encodings.set(res, chooseEncoding(req.headers['accept-encoding']));
    handle(state, req, res).catch((error: unknown) => {
      state.site.session.logger.error(
        `docs-build dev: internal error while serving ${req.url}: ${(error as Error).stack ?? error}`,
      );
      // with the live client, so the browser reloads by itself once the cause is fixed
      const internal: Diagnostic = {
        severity: 'error',
        file: req.url ?? '/',
        rule: 'internal',
        message: `internal error: ${(error as Error).message ?? error}; the terminal has the details`,
      };
      if (!res.headersSent)
        send(
          res,
          500,
          'text/html; charset=utf-8',
          errorDocument(
            [internal],
            `${state.site.config.base}${state.clientNow().extra['dev-client']}`,
          ),
        );
      else res.end();
    });
  });
}

async function handle(state: DevServerState, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'text/plain', 'Method not allowed');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const base = state.site.config.base;
  if (!url.pathname.startsWith(base)) {
    send(res, 404, 'text/plain', 'Not found');
    return;
  }
  const rel = url.pathname.slice(base.length);
  // 1. the server's own files (live channel, page and site modules, search, scripts); 2. public/ and the
  // docs folder's files; 3. pages
  if (rel.startsWith(DEV_PREFIX)) await serveInternal(state, rel, url, req, res);
  else if (!servePublicFile(state.site, rel, res)) await servePage(state, rel, res);
}

/** What the dev server serves under its private prefix. */
async function serveInternal(
  { site, live, client, clientNow }: DevServerState,
  rel: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const reply = (body: string | Buffer | null | undefined, type: string, missing = 'Not found') =>
    body == null ? send(res, 404, 'text/plain', missing) : send(res, 200, type, body);
  if (rel === `${DEV_PREFIX}events`) {
    live.handle(req, res);
  } else if (rel === `${DEV_PREFIX}page.js`) {
    const page = await site.page(url.searchParams.get('route') ?? '');
    reply(page && dataModule(page.data), TYPES['.js'], 'No such page');
  } else if (rel === ICON_SPRITE_PATH) {
    site.sitesData(clientNow().islands);
    reply(site.icons.svg, TYPES['.svg']);
  } else if (rel === `${DEV_PREFIX}site.js`) {
    const sites = site.sitesData((await client()).islands);
    const locale = url.searchParams.get('locale') ?? '/';
    const data = Object.hasOwn(sites, locale) ? sites[locale] : undefined;
    reply(data && dataModule(data), TYPES['.js'], 'No such locale');
  } else if (rel.startsWith(`${DEV_SEARCH_DIR}/`)) {
    reply(await devSearchFile(site, rel), TYPES['.json']);
  } else {
    const assets = await client();
    // every vendor library is served: a page being written may start to draw a diagram
    const file = assets.files.find((f) => f.path === rel) ?? vendorFile(assets.vendor, rel);
    const type = TYPES[path.extname(rel)] ?? 'application/octet-stream';
    reply(file && Buffer.from(file.contents), type);
  }
}

/** public/ first, as in the build; then a file of the docs folder a page may name by a relative path. */
function servePublicFile(site: DevSite, rel: string, res: ServerResponse): boolean {
  const staticPath = /\.\w+$/.test(rel) && !/\.html?$/.test(rel);
  const publicFile = staticPath
    ? (resolveStaticFile(site.config.publicDir, `/${rel}`, {
        within: publicBoundary(site.config),
      }) ?? docsFileFor(site.config, safeDecode(rel)))
    : null;
  if (!publicFile) return false;
  const type = TYPES[path.extname(publicFile)] ?? 'application/octet-stream';
  send(res, 200, type, readFileSync(publicFile));
  return true;
}

/** A page's document, its errors, or the locale's not-found page, with the live client. */
async function servePage({ site, clientNow }: DevServerState, rel: string, res: ServerResponse) {
  const base = site.config.base;
  const routes = Object.fromEntries(site.allRoutes().map((r) => [r, true]));
  const normalized = normalizePath(`/${rel}`);
  const route =
    resolveRoute(`/${rel}`, routes) ??
    (site.config.redirects[normalized]
      ? resolveRoute(site.config.redirects[normalized], routes)
      : null);
  const assets = clientNow();
  const sites = site.sitesData(assets.islands);
  const renderAssets = (prefix: string) =>
    localeAssets(assets, {
      preload: [],
      siteModule: sites[prefix].siteModules[prefix],
      iconSymbols: site.icons.symbols,
    });
  const devScript = `<script type="module" src="${base}${assets.extra['dev-client']}"></script>`;
  if (!route) {
    const prefix = localeOfRoute(normalized, site.config.localePrefixes);
    const html = notFoundDocument(
      site.session,
      sites[prefix],
      normalized,
      renderAssets(prefix),
      devScript,
    );
    send(res, 404, 'text/html; charset=utf-8', html);
    return;
  }
  const page = await site.page(route);
  const errors = errorsOf([...site.scanErrorsFor(route), ...(page?.compiled.diagnostics ?? [])]);
  if (!page || errors.length) {
    const html = errorDocument(errors, `${base}${assets.extra['dev-client']}`);
    send(res, 500, 'text/html; charset=utf-8', html);
    return;
  }
  const { locale } = page.data;
  const html = renderDocument(site.session, sites[locale], page.data, renderAssets(locale), {
    extraBody: devScript,
  });
  send(res, 200, 'text/html; charset=utf-8', html);
}

/** A page that cannot be built: its errors, and the live client so it recovers once the file is fixed. */
export function errorDocument(errors: Diagnostic[], devClient: string): string {
  const rows = errors
    .map(
      (d) =>
        `<pre>${escapeHtml([d.file, d.line, d.column].filter((x) => x !== undefined).join(':'))}  ${escapeHtml(d.message)}</pre>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en" data-dev-error="1"><meta charset="utf-8"><title>Build error</title>` +
    `<body style="font:14px/1.6 ui-monospace,monospace;background:#0f1217;color:#f3f4f6;padding:2rem">` +
    `<h1 style="color:#ff7b7b;font-size:18px">docs-build: this page has ${errors.length} error${errors.length === 1 ? '' : 's'}</h1>${rows}` +
    `<p style="opacity:.7">Fix the file and save: this page reloads by itself.</p><script type="module" src="${escapeHtml(devClient)}"></script></body></html>`
  );
}
