import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { loadEsbuild } from '../core/esbuild-api.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { MarkdownComponentEnv } from '../../runtime/islands/markdown-env.ts';
import type { PageData, SiteData } from '../../runtime/shared/types.ts';
import {
  bundleInputs,
  hashFile,
  keptInputsValid,
  KEEPER_CODE,
  recordInputs,
  writeWhole,
  type InputRecord,
} from '../core/build-cache.ts';
import { bundleHome, pruneInstalledBundles, touchBundle } from './bundle-home.ts';
import { builtInComponents } from './built-in-components.ts';
import { PACKAGE_ROOT, packageResolution } from '../core/package-resolution.ts';
import { importModule } from '../core/import-module.ts';
import { toolchainKey } from '../core/toolchain.ts';
import { failedComponents } from '../diagnostics/bundle-failure.ts';

export interface ServerRuntime {
  renderPage(site: SiteData, page: PageData): string;
  renderComponent(
    name: string,
    props: Record<string, unknown>,
    env: MarkdownComponentEnv,
  ): { html: string; island: boolean };
  componentNames(): string[];
}

export const runtimeDir = fileURLToPath(new URL('../../runtime/', import.meta.url));
// with the toolchain's key (core/toolchain.ts): the plugins, esbuild's version and the packages
// left installed shape the bundle as much as its inputs do
const bundlerCode = () => hashFile(fileURLToPath(import.meta.url)) + KEEPER_CODE + toolchainKey();

/** Every markdown component of the site: built-in ones, then the site's own (which may replace them). */
export function componentEntries(
  config: ResolvedConfig,
): Record<string, { absolutePath: string; hydrate: boolean }> {
  const out: Record<string, { absolutePath: string; hydrate: boolean }> = {};
  for (const [name, c] of Object.entries(builtInComponents)) out[name] = c;
  for (const [name, c] of Object.entries(config.components))
    out[name] = { absolutePath: c.absolutePath, hydrate: Boolean(c.hydrate) };
  return out;
}

function componentsModule(
  entries: Record<string, { absolutePath: string; hydrate: boolean }>,
): string {
  const names = Object.keys(entries);
  return (
    names
      .map((n, i) => `import C${i} from ${JSON.stringify(entries[n].absolutePath)};`)
      .join('\n') +
    `\nexport const components = {${names.map((n, i) => `${JSON.stringify(n)}: { component: C${i}, hydrate: ${entries[n].hydrate} }`).join(',')}};\n`
  );
}

/**
 * The site's components that the theme places (its layouts per route prefix, its slots), bundled into both
 * entries as `virtual:docs-build-site-parts`: they render in the page's own tree, so the browser needs them
 * before it hydrates, not as islands.
 */
export function sitePartsModule(config: ResolvedConfig): string {
  const { layouts = {}, slots = {} } = config.user;
  const named = [
    ...Object.values(layouts),
    ...(slots.sidebarTop ? [slots.sidebarTop.component] : []),
  ];
  const names = [...new Set(named)].sort();
  const imports = names.map(
    (n, i) => `import P${i} from ${JSON.stringify(config.components[n].absolutePath)};`,
  );
  const entries = names.map((n, i) => `${JSON.stringify(n)}: P${i}`);
  return `${imports.join('\n')}\nexport const siteParts = {${entries.join(', ')}};\n`;
}

/** Resolves `virtual:docs-build-site-parts` to the module above. */
export function sitePartsPlugin(parts: string): esbuild.Plugin {
  return {
    name: 'docs-build-site-parts',
    setup(build) {
      build.onResolve({ filter: /^virtual:docs-build-site-parts$/ }, () => ({
        path: 'site-parts',
        namespace: 'docs-build-site-parts',
      }));
      build.onLoad({ filter: /.*/, namespace: 'docs-build-site-parts' }, () => ({
        contents: parts,
        loader: 'ts',
        resolveDir: runtimeDir,
      }));
    },
  };
}

interface ServerManifest {
  components: string;
  inputs: Record<string, InputRecord>;
  output: string;
}

/** The previous bundle, when its inputs (theme, components, the component list) are unchanged. */
function reusableBundle(outdir: string, components: string): ServerManifest | null {
  const manifestFile = path.join(outdir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ServerManifest;
    if (manifest.components !== components || !existsSync(path.join(outdir, manifest.output)))
      return null;
    return keptInputsValid(manifestFile, manifest) ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * Packages the theme imports for the browser only, which node loaded at every build's start though no page's
 * rendering calls them: react-dom/client (islands hydrate with it), flexsearch (search runs in the reader's
 * browser) and fflate (diagrams unpack there). The server bundle gets stand-ins with the same names that say so
 * if called.
 */
const BROWSER_ONLY: Record<string, string[]> = {
  'react-dom/client': ['createRoot', 'hydrateRoot'],
  flexsearch: ['Encoder', 'Index'],
  fflate: ['inflateSync', 'strFromU8'],
};

const browserOnly: esbuild.Plugin = {
  name: 'docs-build-browser-only',
  setup(build) {
    build.onResolve({ filter: /^(react-dom\/client|flexsearch|fflate)$/ }, (args) => ({
      path: args.path,
      namespace: 'docs-build-browser-only',
    }));
    build.onLoad({ filter: /.*/, namespace: 'docs-build-browser-only' }, (args) => ({
      contents: `const browserOnly = () => { throw new Error(${JSON.stringify(`${args.path} runs in the browser only`)}); };
export { ${BROWSER_ONLY[args.path].map((name) => `browserOnly as ${name}`).join(', ')} };`,
      loader: 'js',
    }));
  },
};

/**
 * react-dom/server loads two renderers, the one renderToString belongs to and the streaming one, which pages never
 * use (half of the package's load, at every build's start). The server bundle loads the first only, from
 * the package's own folder, in the build (production or development) that react-dom/server itself would choose.
 */
const stringRendererOnly: esbuild.Plugin = {
  name: 'docs-build-string-renderer',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({
      path: 'react-dom/server',
      namespace: 'docs-build-string-renderer',
    }));
    build.onLoad({ filter: /.*/, namespace: 'docs-build-string-renderer' }, () => {
      const packageJson = createRequire(path.join(PACKAGE_ROOT, 'package.json')).resolve(
        'react-dom/package.json',
      );
      return {
        contents: `import { createRequire } from 'node:module';
const env = process.env;
const renderer = createRequire(${JSON.stringify(packageJson)})(env.NODE_ENV === 'production' ? './cjs/react-dom-server-legacy.node.production.min.js' : './cjs/react-dom-server-legacy.node.development.js');
export const { renderToString, renderToStaticMarkup } = renderer;`,
        loader: 'js',
      };
    });
  },
};

/**
 * React as `require` loads it rather than as an `import` of its CommonJS files: node reads a CommonJS file imported
 * as an ES module with a lexer of its own to find its exports, and react's index names both its production and its
 * development files (some 130 KB), lexed at every build's start on the thread the build waits for. The same module
 * either way (node's CommonJS cache holds one React, the renderer's); its names are read here, as it is installed.
 */
const requiredReact: esbuild.Plugin = {
  name: 'docs-build-required-react',
  setup(build) {
    build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => ({
      path: args.path,
      namespace: 'docs-build-required-react',
    }));
    build.onLoad({ filter: /.*/, namespace: 'docs-build-required-react' }, (args) => {
      const packageJson = createRequire(path.join(PACKAGE_ROOT, 'package.json')).resolve(
        'react/package.json',
      );
      const load = createRequire(packageJson);
      const names = Object.keys(load(args.path) as object).filter(
        (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
      );
      return {
        contents: `import { createRequire } from 'node:module';
const required = createRequire(${JSON.stringify(packageJson)})(${JSON.stringify(args.path)});
export default required;
export const { ${names.join(', ')} } = required;`,
        loader: 'js',
      };
    });
  },
};

/**
 * Bundles the server entry with the site's components for node (CSS imports dropped) and imports it. The
 * same React components then render on the server and hydrate in the browser. The bundle is reused while none of
 * its inputs changed; its name is its content hash, so a changed bundle is a fresh module even in a running process.
 */
export async function buildServerRuntime(
  config: ResolvedConfig,
  cacheDir: string,
): Promise<{ runtime: ServerRuntime; inputs: string[]; version: string }> {
  const entries = componentEntries(config);
  const components = componentsModule(entries);
  const parts = sitePartsModule(config);
  // a change to how the bundle is made (this file) makes a new one, as a change to what it is made from does
  const key = `${components}${parts}// ${bundlerCode()}\n`;
  const outdir = bundleHome(config, 'server', key, cacheDir)!;
  mkdirSync(outdir, { recursive: true });
  let manifest = reusableBundle(outdir, key);
  if (manifest) touchBundle(outdir);
  else {
    const result = await (
      await loadEsbuild()
    )
      .build({
        entryPoints: [path.join(runtimeDir, 'entry-server.tsx')],
        absWorkingDir: PACKAGE_ROOT,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        write: false,
        outdir,
        jsx: 'automatic',
        loader: { '.css': 'empty', '.svg': 'text' },
        metafile: true,
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': '"production"' },
        plugins: [
          {
            name: 'docs-build-components',
            setup(build) {
              build.onResolve({ filter: /^virtual:docs-build-components$/ }, () => ({
                path: 'components',
                namespace: 'docs-build',
              }));
              build.onLoad({ filter: /.*/, namespace: 'docs-build' }, () => ({
                contents: components,
                loader: 'ts',
                resolveDir: runtimeDir,
              }));
            },
          },
          sitePartsPlugin(parts),
          browserOnly,
          stringRendererOnly,
          requiredReact,
          packageResolution({ external: true }),
        ],
      })
      .catch(failedComponents(PACKAGE_ROOT, config.siteDir));
    const code = result.outputFiles[0].contents;
    const output = `entry-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
    for (const old of readdirSync(outdir))
      if (/^entry-[0-9a-f]+\.mjs$/.test(old) && old !== output)
        rmSync(path.join(outdir, old), { force: true });
    // another build may be importing the same file from the installation's folder: never a half-written one
    writeWhole(path.join(outdir, output), code);
    const inputs = bundleInputs(result.metafile, PACKAGE_ROOT);
    manifest = { components: key, inputs: recordInputs(inputs), output };
    writeWhole(path.join(outdir, 'manifest.json'), JSON.stringify(manifest));
    pruneInstalledBundles('server', outdir);
  }
  const runtime = await importModule<ServerRuntime>(
    pathToFileURL(path.join(outdir, manifest.output)).href,
  );
  return { runtime, inputs: Object.keys(manifest.inputs), version: manifest.output };
}
