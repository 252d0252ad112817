import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { ResolvedConfig } from '../config/types.ts';
import type { MarkdownComponentEnv } from '../../runtime/islands/markdown-env.ts';
import type { PageData, SiteData } from '../../runtime/shared/types.ts';
import { builtInComponents } from './built-in-components.ts';

export interface ServerRuntime {
  renderPage(site: SiteData, page: PageData): string;
  renderComponent(name: string, props: Record<string, unknown>, env: MarkdownComponentEnv): { html: string; island: boolean };
  componentNames(): string[];
}

export const runtimeDir = fileURLToPath(new URL('../../runtime/', import.meta.url));

/** Every markdown component of the site: built-in ones, then the site's own (which may replace them). */
export function componentEntries(config: ResolvedConfig): Record<string, { absolutePath: string; hydrate: boolean }> {
  const out: Record<string, { absolutePath: string; hydrate: boolean }> = {};
  for (const [name, c] of Object.entries(builtInComponents)) out[name] = c;
  for (const [name, c] of Object.entries(config.components)) out[name] = { absolutePath: c.absolutePath, hydrate: Boolean(c.hydrate) };
  return out;
}

function componentsModule(entries: Record<string, { absolutePath: string; hydrate: boolean }>): string {
  const names = Object.keys(entries);
  return names.map((n, i) => `import C${i} from ${JSON.stringify(entries[n].absolutePath)};`).join('\n')
    + `\nexport const components = {${names.map((n, i) => `${JSON.stringify(n)}: { component: C${i}, hydrate: ${entries[n].hydrate} }`).join(',')}};\n`;
}

/**
 * Bundles the server entry with the site's components for node (CSS imports dropped) and imports it. The
 * same React components then render on the server and hydrate in the browser.
 */
export async function buildServerRuntime(config: ResolvedConfig, cacheDir: string): Promise<{ runtime: ServerRuntime; inputs: string[] }> {
  const outdir = path.join(cacheDir, 'server');
  mkdirSync(outdir, { recursive: true });
  const entries = componentEntries(config);
  const result = await esbuild.build({
    entryPoints: [path.join(runtimeDir, 'entry-server.tsx')],
    bundle: true, platform: 'node', format: 'esm', target: 'node20', write: true,
    outfile: path.join(outdir, `entry-${Date.now()}-${process.pid}.mjs`),
    packages: 'external', jsx: 'automatic', loader: { '.css': 'empty', '.svg': 'text' }, metafile: true, logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [{
      name: 'docs-build-components',
      setup(build) {
        build.onResolve({ filter: /^virtual:docs-build-components$/ }, () => ({ path: 'components', namespace: 'docs-build' }));
        build.onLoad({ filter: /.*/, namespace: 'docs-build' }, () => ({ contents: componentsModule(entries), loader: 'ts', resolveDir: runtimeDir }));
      },
    }],
  });
  const outfile = Object.keys(result.metafile.outputs)[0];
  const runtime = (await import(pathToFileURL(path.resolve(outfile)).href)) as ServerRuntime;
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('docs-build:')).map((f) => path.resolve(f));
  return { runtime, inputs };
}
