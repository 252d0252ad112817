import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEsbuild } from '../core/esbuild-api.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { componentEntries, runtimeDir, sitePartsModule, sitePartsPlugin } from './server.ts';
import {
  importClosure,
  vendorBundle,
  vendorPlugin,
  type BundledFile,
  type VendorBundle,
} from './vendor.ts';
import {
  bundleInputs,
  hashFile,
  KEEPER_CODE,
  readBuildCache,
  writeBuildCache,
} from '../core/build-cache.ts';
import { bundleHome, pruneInstalledBundles, touchBundle } from './bundle-home.ts';
import { PACKAGE_ROOT, packageResolution } from '../core/package-resolution.ts';
import { toolchainKey } from '../core/toolchain.ts';
import { failedComponents } from '../diagnostics/bundle-failure.ts';

// with the toolchain's key (core/toolchain.ts): the plugins, esbuild's version and the packages
// left installed shape the bundle as much as its inputs do
const bundlerCode = () => hashFile(fileURLToPath(import.meta.url)) + KEEPER_CODE + toolchainKey();

const require = createRequire(import.meta.url);

export interface ClientAssets {
  /** Entry script, relative to the output root: `assets/entry-client.3F2A1B.js`. */
  entry: string;
  /** Chunks the entry imports statically, to preload. */
  entryImports: string[];
  /** The runtime's stylesheet, linked by every page. */
  css: string[];
  /** Island name → chunk path. */
  islands: Record<string, string>;
  /** Island name → its stylesheet, linked only by pages that hold the island (islands sharing one get the same file). */
  islandCss: Record<string, string>;
  /** Extra entry name → its script path. */
  extra: Record<string, string>;
  /** The bundle's own files; vendor libraries are in `vendor`, written only for sites that load them. */
  files: BundledFile[];
  inputs: string[];
  /** Which vendor libraries the runtime imports, and which each island imports (see vendor-use.ts). */
  vendorUse: { runtime: string[]; islands: Record<string, string[]> };
  vendor: VendorBundle;
}

/**
 * One esbuild call for the browser: the runtime entry and one entry per hydrated component, split into shared
 * chunks, content-hashed and minified. Nothing is written here; the write stage puts files in place atomically.
 */
export interface ClientBuildOptions {
  outRoot: string;
  minify?: boolean;
  /** Content hashes in file names (production); dev serves fixed names from memory instead. */
  hashed?: boolean;
  /** More entries by name, e.g. the dev server's live-update client. */
  extraEntries?: Record<string, string>;
  /** Path of the assets folder inside the output root. */
  assetsDir?: string;
  /** The site's cache, where its bundle is kept while its inputs are unchanged (see `bundleHome`). */
  cacheDir?: string;
}

/** The client bundle, from the cache when no input changed since it was built. */
export async function buildClient(
  config: ResolvedConfig,
  options: ClientBuildOptions,
): Promise<ClientAssets> {
  const kept = await keptClient(config, options);
  if (kept.assets) return kept.assets;
  const { key, dir, vendor, kind } = kept;
  const assets = await bundleClient(config, options, vendor);
  // vendor files are shared by every build and kept with the installation, not copied into this cache
  const { files, vendor: _kept, ...meta } = assets;
  if (!dir) return assets;
  const keptFiles = writeBuildCache(dir, key, assets.inputs, meta, files);
  pruneInstalledBundles(kind, dir);
  return { ...assets, files: keptFiles };
}

/**
 * The bundle an earlier build kept for these options when none of its inputs changed (`assets`),
 * else where and under which key to keep the one about to be made. Cheap enough for the main
 * thread: a build that finds it starts no worker.
 */
export async function keptClient(config: ResolvedConfig, options: ClientBuildOptions) {
  const { minify = true, hashed = true, extraEntries = {}, assetsDir = 'assets' } = options;
  const vendor = await vendorBundle(assetsDir);
  // the bundler's own code is part of the key: a cached result in an older shape (a field added since) is not reused
  const key = JSON.stringify({
    minify,
    hashed,
    extraEntries,
    assetsDir,
    base: config.base,
    components: componentEntries(config),
    parts: sitePartsModule(config),
    vendor: vendor.entries,
    math: mathStylesheet(config),
    bundler: bundlerCode(),
  });
  const kind = hashed ? ('client-hashed' as const) : ('client-dev' as const);
  const dir = bundleHome(config, kind, key, options.cacheDir ?? null);
  const cached = dir && readBuildCache<Omit<ClientAssets, 'files' | 'vendor'>>(dir, key);
  if (cached) touchBundle(dir);
  const assets: ClientAssets | null = cached
    ? { ...cached.meta, files: cached.files, vendor }
    : null;
  return { key, dir, vendor, kind, assets };
}

/** KaTeX's stylesheet (its fonts come along as files) when the site typesets math; served from the site, no CDN. */
function mathStylesheet(config: ResolvedConfig): string | null {
  return config.user.markdown?.math ? require.resolve('katex/dist/katex.min.css') : null;
}

/** Entry points by name: the runtime, the extra entries, one per hydrated component, KaTeX's stylesheet. */
function clientEntries(config: ResolvedConfig, extraEntries: Record<string, string>) {
  const entryPoints: Record<string, string> = {
    'entry-client': path.join(runtimeDir, 'entry-client.tsx'),
    ...extraEntries,
  };
  for (const [name, c] of Object.entries(componentEntries(config)))
    if (c.hydrate) entryPoints[`island-${name}`] = c.absolutePath;
  const math = mathStylesheet(config);
  if (math) entryPoints.math = math;
  return entryPoints;
}

async function runEsbuild(
  config: ResolvedConfig,
  { minify = true, outRoot, hashed = true, assetsDir = 'assets' }: ClientBuildOptions,
  vendor: VendorBundle,
  entryPoints: Record<string, string>,
) {
  return (await loadEsbuild()).build({
    plugins: [
      sitePartsPlugin(sitePartsModule(config)),
      vendorPlugin(config.base, vendor.entries),
      packageResolution({ external: false }),
    ],
    // the same bytes from any working folder: the installation's bundle serves sites built from anywhere
    absWorkingDir: PACKAGE_ROOT,
    entryPoints,
    outdir: path.join(outRoot, assetsDir),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome90', 'firefox90', 'safari15'],
    minify,
    sourcemap: false,
    write: false,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    entryNames: hashed ? '[name].[hash]' : '[name]',
    chunkNames: hashed ? 'chunks/[name].[hash]' : 'chunks/[name]-[hash]',
    assetNames: 'media/[name].[hash]',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
    // React's production build in dev too: a saved page shows sooner, and the development build's warnings speak
    // to theme code, not to writers
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
  });
}
type ClientBuild = Awaited<ReturnType<typeof runEsbuild>>;

/** Which output is which entry's, and the vendor libraries each entry loads. */
function readOutputs(
  result: ClientBuild,
  {
    base,
    entryPoints,
    extraEntries,
    vendor,
    outRoot,
  }: {
    base: string;
    entryPoints: Record<string, string>;
    extraEntries: Record<string, string>;
    vendor: VendorBundle;
    outRoot: string;
  },
): ClientAssets {
  // the metafile's paths are relative to the working folder esbuild was given
  const rel = (file: string) =>
    path.relative(outRoot, path.resolve(PACKAGE_ROOT, file)).split(path.sep).join('/');
  const assets: ClientAssets = {
    entry: '',
    entryImports: [],
    css: [],
    islands: {},
    islandCss: {},
    extra: {},
    files: [],
    inputs: [],
    vendorUse: { runtime: [], islands: {} },
    vendor,
  };
  // vendorPlugin made each library's bare import an external path on the site
  const libraryAt = new Map(
    Object.entries(vendor.entries).map(([name, file]) => [base + file, name]),
  );
  const librariesOf = (output: string) => [
    ...new Set(
      [...importClosure(result.metafile, output)].flatMap((file) =>
        result.metafile.outputs[file].imports.flatMap((i) =>
          i.external && libraryAt.has(i.path) ? [libraryAt.get(i.path)!] : [],
        ),
      ),
    ),
  ];
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const entryName = Object.entries(entryPoints).find(
      ([, p]) => path.resolve(p) === path.resolve(PACKAGE_ROOT, output.entryPoint!),
    )?.[0];
    if (entryName === 'entry-client') {
      assets.entry = rel(file);
      assets.entryImports = output.imports
        .filter((i) => i.kind === 'import-statement')
        .map((i) => rel(i.path));
      assets.vendorUse.runtime = librariesOf(file);
      if (output.cssBundle) assets.css.push(rel(output.cssBundle));
    } else if (entryName === 'math') {
      assets.css.push(rel(file));
    } else if (entryName && entryName in extraEntries) {
      assets.extra[entryName] = rel(file);
    } else if (entryName?.startsWith('island-')) {
      assets.islands[entryName.slice(7)] = rel(file);
      assets.vendorUse.islands[entryName.slice(7)] = librariesOf(file);
      if (output.cssBundle) assets.islandCss[entryName.slice(7)] = rel(output.cssBundle);
    }
  }
  assets.files = [...result.outputFiles.map((f) => ({ path: rel(f.path), contents: f.contents }))];
  return assets;
}

/** Islands importing the same stylesheet each get an identical CSS bundle: one of each is kept for them all. */
function shareIslandCss(assets: ClientAssets): void {
  const seen = new Map<string, string>();
  const duplicate = new Set<string>();
  for (const [island, css] of Object.entries(assets.islandCss)) {
    const body = Buffer.from(assets.files.find((f) => f.path === css)!.contents).toString();
    const first = seen.get(body);
    if (first) {
      duplicate.add(css);
      assets.islandCss[island] = first;
    } else seen.set(body, css);
  }
  assets.files = assets.files.filter((f) => !duplicate.has(f.path));
}

async function bundleClient(
  config: ResolvedConfig,
  options: ClientBuildOptions,
  vendor: VendorBundle,
): Promise<ClientAssets> {
  const extraEntries = options.extraEntries ?? {};
  const entryPoints = clientEntries(config, extraEntries);
  const result = await runEsbuild(config, options, vendor, entryPoints).catch(
    failedComponents(PACKAGE_ROOT, config.siteDir),
  );
  const assets = readOutputs(result, {
    base: config.base,
    entryPoints,
    extraEntries,
    vendor,
    outRoot: options.outRoot,
  });
  shareIslandCss(assets);
  assets.inputs = bundleInputs(result.metafile, PACKAGE_ROOT);
  return assets;
}
