import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../cli/hosting/static-files.ts';
import { writeCompressedCopies } from '../../../cli/write/compress.ts';

let dir: string;
let server: Server;
let origin: string;
const page = `<!doctype html><html lang="en-US"><p>${'Mount your cloud drives side by side. '.repeat(80)}</p>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-preview-'));
  mkdirSync(path.join(dir, 'zh'));
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, '404.html'), '<html lang="en-US">Page not found');
  writeFileSync(path.join(dir, 'zh/404.html'), '<html lang="zh-CN">页面不存在');
  writeFileSync(
    path.join(dir, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n/zh/*\n  Content-Language: zh-CN\n  Cache-Control: max-age=60\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  await writeCompressedCopies(dir, { cacheDir: null });
  server = await serveStatic(dir, { port: 0 });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('preview', () => {
  it("sends the headers of the site's _headers for the path asked, found or not", async () => {
    const home = await fetch(`${origin}/`);
    expect(home.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(home.headers.get('content-language')).toBeNull();
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${origin}/zh/nothing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(missing.headers.get('content-language')).toBe('zh-CN');
  });

  it('lets no caching rule of _headers cache a missing file: a 404 under /assets/ is not immutable', async () => {
    for (const url of ['/assets/chunk.0123abcd.js', '/zh/nothing']) {
      const missing = await fetch(`${origin}${url}`);
      expect(missing.status, url).toBe(404);
      expect(missing.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('serves the brotli or gzip copy the browser accepts, and says the answer varies with Accept-Encoding', async () => {
    // fetch decompresses by itself, so the body must read as the page whatever the encoding
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(page);
    }
  });

  it('answers an unknown path with the 404 page of its locale folder, else the root one', async () => {
    const zh = await fetch(`${origin}/zh/no/such/page`);
    expect(zh.status).toBe(404);
    expect(await zh.text()).toContain('lang="zh-CN"');
    const en = await fetch(`${origin}/no/such/page`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('lang="en-US"');
  });
});
