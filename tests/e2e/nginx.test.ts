import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../cli/commands/build.ts';
import { createLogger } from '../../cli/diagnostics/logger.ts';
import { headersFor, parseHeadersFile } from '../../cli/hosting/headers.ts';
import { NGINX_CONFIG_FILE } from '../../cli/hosting/nginx.ts';
import { routeToOutputFile } from '../../runtime/shared/routes.ts';

// The AList site built, then served by Debian's real nginx with the rules the build wrote, included in a server
// block the way the Dockerfile includes them. nginx runs as a child process with its own prefix, pid and logs in a
// temporary folder, on a free port of 127.0.0.1 (`.ci/run` installs it with apt when it is missing).

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
let work: string;
let out: string;
let result: BuildResult;
let nginx: ChildProcess;
let origin: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET with exactly the headers given (fetch would add its own Accept-Encoding and follow redirects). */
function get(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startNginx(): Promise<void> {
  const port = await freePort();
  const prefix = path.join(work, 'nginx');
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(prefix, 'temp', temp), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      // as root, nginx hands requests to workers running as `nobody`, who may not enter a private temporary folder
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 128; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${prefix}/temp/${t};`,
      ),
      `  server { listen 127.0.0.1:${port}; root ${out}; include ${path.join(out, NGINX_CONFIG_FILE)}; }`,
      '}',
      '',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr!.on('data', (c: Buffer) => {
    stderr += c;
  });
  const exited = new Promise<never>((_, reject) =>
    nginx.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${stderr}`))),
  );
  origin = `http://127.0.0.1:${port}`;
  // ready once it answers; a bad config makes it exit first, with nginx's own message
  const answering = (async () => {
    for (;;) {
      try {
        await get('/');
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  })();
  await Promise.race([answering, exited]);
}

beforeAll(async () => {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx, or set NGINX_PATH`);
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-nginx-'));
  out = path.join(work, 'dist');
  result = await build({
    root: path.resolve(import.meta.dirname, '../../docs'),
    out,
    logger: createLogger({ quiet: true }),
  });
  await startNginx();
}, 300_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await stopped;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Runs `check` over `items`, a few requests at a time. */
async function inBatches<T>(items: T[], check: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += 16) await Promise.all(items.slice(i, i + 16).map(check));
}

const file = (relative: string) => readFileSync(path.join(out, relative));

describe('the site served by nginx with the rules the build wrote', () => {
  it(
    'answers every page at its clean URL and at its legacy .html URL with that page',
    { timeout: 60_000 },
    async () => {
      const routes = result.pages.map((p) => p.data.route);
      expect(routes.length).toBeGreaterThan(280);
      await inBatches(routes, async (route) => {
        const expected = file(routeToOutputFile(route));
        for (const url of [route, `/${routeToOutputFile(route)}`]) {
          const answer = await get(encodeURI(url));
          expect(answer.status, url).toBe(200);
          expect(answer.headers['content-type'], url).toBe('text/html; charset=utf-8');
          expect(answer.body.equals(expected), url).toBe(true);
        }
      });
    },
  );

  it('answers every redirect of _redirects with a 301 to its target', async () => {
    const rules = file('_redirects')
      .toString()
      .trim()
      .split('\n')
      .map((line) => line.split(' '))
      .filter((r) => r[2] === '301');
    expect(rules.length).toBeGreaterThanOrEqual(10);
    await inBatches(rules, async ([from, to]) => {
      const answer = await get(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    });
  });

  it('answers an unknown path with the 404 page of its locale and status 404', async () => {
    for (const [url, page] of [
      ['/no/such/page', '404.html'],
      ['/zh/no/such/page', 'zh/404.html'],
      ['/assets/missing.js', '404.html'],
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.equals(file(page)), url).toBe(true);
    }
    // nothing of the output's dotfiles is served: the nginx rules themselves, the output marker
    for (const url of [`/${NGINX_CONFIG_FILE}`, '/.docs-build-output'])
      expect((await get(url)).status, url).toBe(404);
  });

  it('sends the headers of _headers on pages, assets and the 404 page', async () => {
    const rules = parseHeadersFile(file('_headers').toString());
    const entry = readdirAssets().find((f) => /^entry-client\.\w+\.js$/.test(f))!;
    for (const url of [
      '/',
      '/guide/install/docker',
      '/zh/guide/',
      `/assets/${entry}`,
      '/current/routes.index.js',
      '/no/such/page',
      '/zh/no/such/page',
    ]) {
      const answer = await get(url);
      const expected = headersFor(rules, url);
      expect(expected.get('content-security-policy'), url).toMatch(/^default-src 'self'/);
      for (const [name, value] of expected)
        expect(answer.headers[name], `${url} ${name}`).toBe(value);
    }
    expect((await get('/zh/guide/')).headers['content-language']).toBe('zh-CN');
    expect((await get(`/assets/${entry}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // named by place, not content: asked about again before each use
    const routes = await get('/current/routes.index.js');
    expect(routes.status).toBe(200);
    expect(routes.headers['cache-control']).toBe('no-cache');
  });

  it("serves the build's gzip copy of an asset to a client that accepts gzip", async () => {
    const entry = readdirAssets().find((f) => /^entry-client\.\w+\.js$/.test(f))!;
    const answer = await get(`/assets/${entry}`, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(answer.body).equals(file(`assets/${entry}`))).toBe(true);
    expect((await get(`/assets/${entry}`)).headers['content-encoding']).toBeUndefined();
  });
});

function readdirAssets(): string[] {
  return readdirSync(path.join(out, 'assets'));
}
