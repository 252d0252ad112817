import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { bundleInputs } from './build-cache.ts';
import { loadEsbuild } from './esbuild-api.ts';
import { externalPackages } from './toolchain.ts';
import {
  isFirstParty,
  packageResolution,
  type PackageResolutionOptions,
} from './package-resolution.ts';

/**
 * Bundled code runs from another folder than its sources; each source file keeps its own `import.meta.url`,
 * `import.meta.dirname` and `import.meta.filename`, so paths it builds from them still point where they did.
 */
const sourceLocation: esbuild.Plugin = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      // installed packages keep theirs; our own sources count even when docs-build is itself installed in node_modules
      if (!isFirstParty(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const contents = source
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
        .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(args.path)))
        .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
      const ext = path.extname(args.path).slice(1);
      const loader = (
        ext.startsWith('ts') || ext.endsWith('ts')
          ? ext.endsWith('x')
            ? 'tsx'
            : 'ts'
          : ext.endsWith('x')
            ? 'jsx'
            : 'js'
      ) as esbuild.Loader;
      return { contents, loader };
    });
  },
};

/**
 * CommonJS packages bundled into an ES module call `require` (for node's own modules), which an ES module lacks.
 * Spelled in two parts so `sourceLocation` does not rewrite it when this file is itself bundled.
 */
const REQUIRE_BANNER = `import { createRequire as __docsBuildCreateRequire } from 'node:module'; globalThis.require ??= __docsBuildCreateRequire(${'import'}.meta.url);`;

export interface NodeBundle {
  /** The entry module, ready for `import()`. */
  entry: string;
  /** Source files the bundle was made from (packages stay outside it). */
  inputs: string[];
}

export interface NodeBundleOptions {
  entry: string;
  splitting?: boolean;
  /** Worker modules the entry starts: they land beside it under their own names (`highlight-worker.mjs`). */
  workers?: string[];
  inline?: PackageResolutionOptions['inline'];
  format?: PackageResolutionOptions['format'];
  plugins?: esbuild.Plugin[];
  /**
   * Written for loading fast rather than for reading: no comments or spaces, and ASCII only. A file with any other
   * character is decoded the slow way into a string of two bytes a character, which V8 copies again to look the code
   * up in its cache; compact ASCII is a third smaller and reads several times faster. The CLI's bundle only: a site's config keeps its lines, for the
   * stack traces it throws.
   */
  compact?: boolean;
  /**
   * A source map beside each file (`x.mjs.map`) naming its sources by absolute path: a site's config is mapped back
   * to its own lines when it throws (config/load.ts).
   */
  sourcemap?: boolean;
}

/** One esbuild run of `bundleForNode`, its files not yet written. */
export async function buildForNode(
  {
    entry,
    splitting = false,
    workers = [],
    inline,
    format = 'esm',
    plugins = [],
    compact = false,
    sourcemap = false,
  }: NodeBundleOptions,
  outdir: string,
): Promise<{ files: BundleFile[]; inputs: string[]; externals: string[] }> {
  const result = await (
    await loadEsbuild()
  ).build({
    entryPoints: [entry, ...workers],
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    splitting,
    outdir,
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    plugins: [...plugins, sourceLocation, packageResolution({ external: true, inline, format })],
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': format === 'cjs' ? '.cjs' : '.mjs' },
    // CommonJS has its own `require`
    banner: inline && format === 'esm' ? { js: REQUIRE_BANNER } : undefined,
    ...(compact && { minifyWhitespace: true, legalComments: 'none', charset: 'ascii' }),
    ...(sourcemap && { sourcemap: 'external' as const, sourcesContent: false }),
  });
  const files = compact
    ? result.outputFiles.map((file) => ({
        path: file.path,
        contents: Buffer.from(asciiOnly(file.text)),
      }))
    : result.outputFiles.map((file) => (file.path.endsWith('.map') ? absoluteSources(file) : file));
  return {
    files,
    inputs: bundleInputs(result.metafile, process.cwd()),
    externals: externalPackages(result.metafile),
  };
}

/** A source map whose sources are absolute: the bundle is written one folder below where esbuild placed it. */
function absoluteSources(file: BundleFile & { text: string }): BundleFile {
  const map = JSON.parse(file.text) as { sources: string[] };
  map.sources = map.sources.map((source) => path.resolve(path.dirname(file.path), source));
  return { path: file.path, contents: Buffer.from(JSON.stringify(map)) };
}

/** A bundled file, not yet written. */
export interface BundleFile {
  path: string;
  contents: Uint8Array;
}

/**
 * esbuild's ASCII output still leaves characters in regular expressions as written (KaTeX's, ours). An escape means
 * the same there, with or without the `u` flag, a character outside the BMP as its two UTF-16 halves.
 */
const asciiOnly = (code: string) =>
  code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Writes the files of one or more esbuild runs into a folder of `outdir` named by a hash of them all, so a changed
 * source is a new folder, and removes older folders. Returns the folder.
 */
export function writeNodeBundle(outdir: string, files: BundleFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(outdir, file.path)).update(file.contents);
  const dir = path.join(outdir, hash.digest('hex').slice(0, 12));
  mkdirSync(dir, { recursive: true });
  for (const file of files) {
    // whole files only: another process may be bundling the same sources into the same folder right now
    const target = path.join(dir, path.relative(outdir, file.path));
    const tmp = `${target}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, target);
  }
  pruneOldBundles(outdir, dir);
  return dir;
}

/**
 * Bundles a TypeScript module (and the worker modules it starts) and what they import (packages excepted) into plain
 * ES modules for node, so it loads without a TypeScript loader. The entry's name carries a hash of the output: a
 * changed source is a new module.
 */
export async function bundleForNode({
  outdir,
  ...options
}: NodeBundleOptions & { outdir: string }): Promise<NodeBundle> {
  const { files, inputs } = await buildForNode(options, outdir);
  const dir = writeNodeBundle(outdir, files);
  return {
    entry: path.join(dir, `${path.basename(options.entry).replace(/\.[cm]?[jt]sx?$/, '')}.mjs`),
    inputs,
  };
}

/** Earlier bundles, once no process can still be about to load them. */
function pruneOldBundles(outdir: string, keep: string) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(outdir)) {
    const dir = path.join(outdir, name);
    if (dir !== keep && statSync(dir).mtimeMs < hourAgo)
      rmSync(dir, { recursive: true, force: true });
  }
}
