import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerRuntime } from '../../../cli/bundle/server.ts';
import type { ResolvedConfig } from '../../../cli/config/types.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-server-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('renders a site\'s component without loading react-dom/client, which only the browser runs', { timeout: 60_000 }, async () => {
    // a component of the site's own keeps the bundle in the site's cache, here
    const component = path.join(work, 'Price.tsx');
    writeFileSync(component, 'export default function Price({ amount }: { amount: string }) { return <b className="price">{amount}</b>; }\n');
    const config = { components: { Price: { absolutePath: component } } } as unknown as ResolvedConfig;
    const { runtime } = await buildServerRuntime(config, path.join(work, 'cache'));
    const env = { route: '/', locale: '/', lang: 'en-US', base: '/', relativePath: 'index.md', data: {}, pages: [], warn: () => undefined, error: () => undefined };
    expect(runtime.renderComponent('Price', { amount: '5 €' }, env).html).toBe('<b class="price">5 €</b>');
    const dir = path.join(work, 'cache', 'server');
    const entry = readdirSync(dir).find((name) => /^entry-.*\.mjs$/.test(name))!;
    const code = readFileSync(path.join(dir, entry), 'utf8');
    expect(code).toContain('react-dom/server');
    expect(code).not.toMatch(/from\s*["'][^"']*react-dom\/client/);
  });
});
