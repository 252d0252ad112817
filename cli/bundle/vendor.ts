import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { loadEsbuild } from '../core/esbuild-api.ts';
import { PACKAGE_ROOT, packageInstalled } from '../core/package-resolution.ts';
import { VENDOR_CACHE } from '../core/project.ts';
import { compressBeside } from '../write/compressed-copies.ts';

const require = createRequire(import.meta.url);
const LAYOUT = 'compressed-copies-1+closure';

/** Heavy browser libraries loaded only on pages that need them; bundled once per installed version, then reused. */
export const VENDOR_PACKAGES = [
  'mermaid',
  'flowchart.js',
  'hls.js',
  'dashjs',
  'mpegts.js',
] as const;

type VendorPackage = (typeof VENDOR_PACKAGES)[number];

/**
 * The video engines are optional peers, left out of a plain install (dash.js alone is 126 MB): a
 * site plays such a video only after adding its engine. The diagram libraries always come.
 */
export const OPTIONAL_VENDOR_PACKAGES: readonly VendorPackage[] = ['hls.js', 'dashjs', 'mpegts.js'];

/** The vendor libraries this installation has. */
export const installedVendorPackages = (): VendorPackage[] =>
  VENDOR_PACKAGES.filter(
    (name) => !OPTIONAL_VENDOR_PACKAGES.includes(name) || packageInstalled(name),
  );

export interface VendorBundle {
  /** Bare import → path of its entry relative to the output root. */
  entries: Record<string, string>;
  /** Bare import → the files its entry needs (itself and the chunks it imports), relative to the output root. */
  closure: Record<string, string[]>;
  /** Path relative to the output root → the kept file; read only when a site needs it. */
  sources: Map<string, string>;
}

/** An output file, by its path relative to the output root. */
export interface BundledFile {
  path: string;
  contents: Uint8Array;
  /** A copy on disk, when the file was kept; `.gz` and `.br` copies may be beside it. */
  source?: string;
}

/** A package's version, found from its entry file (some packages do not export their package.json). */
function packageVersion(name: string): string {
  // where node looks first from this package: read directly, it spares resolving each package's entry at every
  // build's start
  try {
    const pkg = JSON.parse(
      readFileSync(path.join(PACKAGE_ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? '0';
  } catch {
    /* installed elsewhere (hoisted above this package): found by resolution below */
  }
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name) return pkg.version ?? '0';
    }
    dir = path.dirname(dir);
  }
  return '0';
}

function versionKey(): string {
  const installed = installedVendorPackages();
  const versions = VENDOR_PACKAGES.map(
    (name) => `${name}@${installed.includes(name) ? packageVersion(name) : 'absent'}`,
  );
  // the layout's version too: a folder made before compressed copies were kept beside each file is made again
  return createHash('sha256')
    .update(`${versions.join('\n')}${packageVersion('esbuild')}\n${LAYOUT}`)
    .digest('hex')
    .slice(0, 12);
}

/** Bundles every vendor library into `dir` (through a staging folder), with a manifest and compressed copies. */
async function writeVendorFolder(dir: string, cacheDir: string): Promise<void> {
  const staging = `${dir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const entryPoints = Object.fromEntries(
    installedVendorPackages().map((name) => [name.replace(/\W/g, '-'), name]),
  );
  const result = await (
    await loadEsbuild()
  ).build({
    // the packages are ours, installed beside docs-build: resolved from there, whatever folder the build runs in
    absWorkingDir: PACKAGE_ROOT,
    entryPoints,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    target: ['es2020'],
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  // the metafile names outputs relative to the working folder
  const absolute = (file: string) => path.resolve(PACKAGE_ROOT, file);
  const relative = (file: string) =>
    path.relative(staging, absolute(file)).split(path.sep).join('/');
  const { entries, closure } = entryFiles(result.metafile, relative);
  // brotli's smallest setting here, once per installation: a site build only copies these
  await Promise.all(
    Object.keys(result.metafile.outputs).map((file) => compressBeside(absolute(file), 11)),
  );
  const files = Object.keys(result.metafile.outputs)
    .map(relative)
    .filter((file) => file.endsWith('.js'));
  writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify({ entries, closure, files }));
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  // bundles of versions no longer installed are never read again
  for (const old of readdirSync(cacheDir))
    if (/^vendor-[0-9a-f]+$/.test(old) && path.join(cacheDir, old) !== dir)
      rmSync(path.join(cacheDir, old), { recursive: true, force: true });
}

/** Each library's entry file, and the files it loads, relative to the vendor folder. */
function entryFiles(metafile: esbuild.Metafile, relative: (file: string) => string) {
  const entries: Record<string, string> = {};
  const closure: Record<string, string[]> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint) continue;
    // entry outputs are named after their key in entryPoints: `mermaid.<hash>.js`, `flowchart-js.<hash>.js`
    const name = VENDOR_PACKAGES.find((p) =>
      path.basename(file).startsWith(`${p.replace(/\W/g, '-')}.`),
    );
    if (!name) continue;
    entries[name] = relative(file);
    closure[name] = [...importClosure(metafile, file)].map(relative);
  }
  if (Object.keys(entries).length !== installedVendorPackages().length)
    throw new Error(`vendor bundle is missing entries: ${JSON.stringify(entries)}`);
  return { entries, closure };
}

/**
 * Bundles the vendor libraries into `cacheDir/vendor-<versions>/` unless that exists, so no site build pays for
 * bundling mermaid after the first. Output files are content-hashed and kept apart from the site's own chunks.
 */
export async function vendorBundle(
  assetsDir = 'assets',
  cacheDir = VENDOR_CACHE,
): Promise<VendorBundle> {
  const dir = path.join(cacheDir, `vendor-${versionKey()}`);
  const manifest = path.join(dir, 'manifest.json');
  if (!existsSync(manifest)) await writeVendorFolder(dir, cacheDir);
  const manifestData = JSON.parse(readFileSync(manifest, 'utf8')) as {
    entries: Record<string, string>;
    closure: Record<string, string[]>;
    files?: string[];
  };
  const onSite = (file: string) => `${assetsDir}/vendor/${file}`;
  // listed in the manifest, so no build reads the folder (mermaid's 240 files); a folder made before the list was
  // kept is read
  const files =
    manifestData.files ??
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.split(path.sep).join('/'));
  const sources = new Map(files.map((f) => [onSite(f), path.join(dir, f)]));
  return {
    entries: Object.fromEntries(
      Object.entries(manifestData.entries).map(([name, file]) => [name, onSite(file)]),
    ),
    closure: Object.fromEntries(
      Object.entries(manifestData.closure).map(([name, list]) => [name, list.map(onSite)]),
    ),
    sources,
  };
}

/** One vendor file, by its path relative to the output root; null if there is none. */
export function vendorFile(vendor: VendorBundle, sitePath: string): BundledFile | null {
  const source = vendor.sources.get(sitePath);
  return source ? { path: sitePath, contents: readFileSync(source) } : null;
}

/** An output and every output it imports, statically or on demand, as esbuild's metafile names them. */
export function importClosure(metafile: esbuild.Metafile, output: string): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !metafile.outputs[file]) return;
    found.add(file);
    for (const imported of metafile.outputs[file].imports)
      if (!imported.external) visit(imported.path);
  };
  visit(output);
  return found;
}

/** The vendor files the given packages need, once each, by their paths relative to the output root. */
export function vendorPathsFor(vendor: VendorBundle, packages: Iterable<string>): string[] {
  return [...new Set([...packages].flatMap((name) => vendor.closure[name] ?? []))];
}

/**
 * esbuild plugin: bare imports of vendor packages become imports of their prebuilt files on the
 * site; an optional engine that is not installed becomes a module that fails to load, naming it
 * (the player then shows that it cannot play, and the build has already said why).
 */
export function vendorPlugin(base: string, entries: Record<string, string>): esbuild.Plugin {
  return {
    name: 'docs-build-vendor',
    setup(build) {
      const filter = new RegExp(
        `^(${VENDOR_PACKAGES.map((k) => k.replace(/\./g, '\\.')).join('|')})$`,
      );
      build.onResolve({ filter }, (args) =>
        entries[args.path]
          ? { path: base + entries[args.path], external: true }
          : { path: args.path, namespace: ABSENT },
      );
      build.onLoad({ filter: /.*/, namespace: ABSENT }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`${args.path} is not installed: add it to the project (npm install --save-dev ${args.path}) to play this video`)});`,
        loader: 'js',
      }));
    },
  };
}

const ABSENT = 'docs-build-absent-engine';
