import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerRuntime } from '../../../cli/bundle/server.ts';
import type { ResolvedConfig } from '../../../cli/config/types.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-server-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The server entry the bundle wrote into the site's cache. */
function serverEntry(): string {
  const dir = path.join(work, 'cache', 'server');
  return path.join(
    dir,
    readdirSync(dir).find((name) => /^entry-.*\.mjs$/.test(name))!,
  );
}

/** The server bundle of a site with one component of its own, which keeps the bundle in the site's cache, here. */
async function bundlePrice() {
  const component = path.join(work, 'Price.tsx');
  writeFileSync(
    component,
    'export default function Price({ amount }: { amount: string }) { return <b className="price">{amount}</b>; }\n',
  );
  const config = {
    user: {},
    components: { Price: { absolutePath: component } },
  } as unknown as ResolvedConfig;
  const { runtime } = await buildServerRuntime(config, path.join(work, 'cache'));
  return { runtime, entry: serverEntry() };
}

describe('the server bundle', () => {
  it(
    "renders a site's component without loading react-dom/client, which only the browser runs",
    { timeout: 60_000 },
    async () => {
      const { runtime } = await bundlePrice();
      const env = {
        route: '/',
        locale: '/',
        lang: 'en-US',
        base: '/',
        relativePath: 'index.md',
        data: {},
        pages: [],
        warn: () => undefined,
        error: () => undefined,
      };
      expect(runtime.renderComponent('Price', { amount: '5 €' }, env).html).toBe(
        '<b class="price">5 €</b>',
      );
      const code = readFileSync(serverEntry(), 'utf8');
      expect(code).toContain('react-dom/server');
      expect(code).not.toMatch(/from\s*["'][^"']*react-dom\/client/);
    },
  );

  it(
    'loads, of the packages the theme imports, only those rendering calls: no search engine, no unpacker, one renderer',
    { timeout: 60_000 },
    async () => {
      const { entry } = await bundlePrice();
      // ES modules are seen by a resolve hook that refuses the browser's packages; CommonJS ones in require's cache
      const refuse = `export async function resolve(specifier, context, next) {
  if (/flexsearch|fflate|react-dom\\/client/.test(specifier)) throw new Error('loaded ' + specifier);
  return next(specifier, context);
}`;
      const script = `import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(refuse)}));
const { renderComponent } = await import(pathToFileURL(${JSON.stringify(entry)}).href);
const env = { route: '/', locale: '/', lang: 'en-US', base: '/', relativePath: 'index.md', data: {}, pages: [], warn() {}, error() {} };
const html = renderComponent('Price', { amount: '5' }, env).html;
const loaded = Object.keys(createRequire(import.meta.url).cache).map((file) => file.split(/[\\/]/).pop());
console.log(JSON.stringify({ html, renderers: loaded.filter((name) => name.startsWith('react-dom-server')) }));`;
      // React 18's production build is the minified file
      for (const [mode, file] of [
        ['production', 'production.min'],
        ['development', 'development'],
      ]) {
        const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: mode },
        });
        expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({
          html: '<b class="price">5</b>',
          renderers: [`react-dom-server-legacy.node.${file}.js`],
        });
      }
    },
  );

  it(
    'loads React by require: no CommonJS file goes through the ES module loader, which lexes each for its names',
    { timeout: 60_000 },
    async () => {
      const { entry } = await bundlePrice();
      // a load hook sees every module the ES module loader loads, with its format
      const seen = `export async function load(url, context, next) {
  const result = await next(url, context);
  if (result.format === 'commonjs') console.log('commonjs ' + url);
  return result;
}`;
      const script = `import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(seen)}));
const { renderComponent } = await import(pathToFileURL(${JSON.stringify(entry)}).href);
const env = { route: '/', locale: '/', lang: 'en-US', base: '/', relativePath: 'index.md', data: {}, pages: [], warn() {}, error() {} };
console.log(renderComponent('Price', { amount: '5' }, env).html);`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      expect(out.trim().split('\n')).toEqual(['<b class="price">5</b>']);
    },
  );
});
