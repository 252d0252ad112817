import { existsSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashTree, sha } from './content-hash.ts';
import { hashFile } from './build-cache.ts';
import { PACKAGE_ROOT, packageName } from './package-resolution.ts';
import { VENDOR_CACHE } from './project.ts';

/** Set by the launcher (bin/launch.mjs) to the key of the CLI bundle it checked and runs. */
export const TOOLCHAIN_KEY_ENV = 'DOCS_BUILD_TOOLCHAIN_KEY';
/** The CLI bundle's manifest (see cli/bundle/cli-bundle.ts), which holds its key. */
export const CLI_MANIFEST = path.join(VENDOR_CACHE, 'cli-manifest.json');
/** Files the CLI reads while it runs rather than imports: the HTML shell and the starter. */
export const TEMPLATES_DIR = path.join(PACKAGE_ROOT, 'templates');

interface Metafile {
  outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

/** The installed package a path or a bare import belongs to: `…/node_modules/@shikijs/core/dist/x.mjs` → `@shikijs/core`. */
function packageOf(written: string): string | null {
  const spec = written.startsWith('file:') ? fileURLToPath(written) : written;
  if (!path.isAbsolute(spec)) return isBuiltin(spec) ? null : packageName(spec);
  const parts = spec.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  return parts[at + 1]?.startsWith('@')
    ? `${parts[at + 1]}/${parts[at + 2]}`
    : (parts[at + 1] ?? null);
}

/** The packages a bundle leaves to be loaded as installed (shiki, React): their versions shape the output too. */
export function externalPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const { path: spec, external } of output.imports) {
      const name = external ? packageOf(spec) : null;
      if (name) names.add(name);
    }
  return [...names].sort();
}

/** The folder of an installed package as node finds it from `from`: the nearest `node_modules` holding it. */
function packageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return null;
  }
}

/**
 * The version of every package in `names` and of everything they depend on, by name and folder: a package's own
 * dependencies may be nested copies of other versions.
 */
export function packageVersions(names: string[], from = PACKAGE_ROOT): Record<string, string> {
  const versions: Record<string, string> = {};
  const queue = names.map((name) => ({ name, from }));
  const seen = new Set<string>();
  while (queue.length) {
    const { name, from: base } = queue.shift()!;
    const dir = packageDir(name, base);
    const id = dir ?? `${name} (missing)`;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!dir) {
      versions[id] = 'missing';
      continue;
    }
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version?: string;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    versions[path.relative(PACKAGE_ROOT, dir)] = manifest.version ?? '';
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
      queue.push({ name: dep, from: dir });
  }
  return versions;
}

/**
 * One hash of what the CLI's output is made from: every file its bundle was made from (our sources, the locale
 * text tables, the packages bundled in), the templates it reads, the version of every package it loads as
 * installed, and Node's (zlib and V8 shape bytes and order too).
 */
export function toolchainKeyOf(files: string[], versions: Record<string, string>): string {
  const hashes = [...new Set(files)]
    .sort()
    .map((file) => `${path.relative(PACKAGE_ROOT, file)}:${hashFile(file)}`);
  return sha(...hashes, JSON.stringify(versions), process.version, process.versions.zlib ?? '');
}

/** The bundle's key, when the manifest is this checkout's and every input it lists is as it was bundled. */
function manifestKey(): string | null {
  try {
    const manifest = JSON.parse(readFileSync(CLI_MANIFEST, 'utf8')) as {
      root: string;
      key?: string;
      inputs: Record<string, string>;
    };
    if (manifest.root !== PACKAGE_ROOT || !manifest.key) return null;
    for (const [file, stamp] of Object.entries(manifest.inputs)) {
      const { mtimeMs, ctimeMs } = statSync(file);
      if (`${mtimeMs}:${ctimeMs}` !== stamp) return null;
    }
    return manifest.key;
  } catch {
    return null;
  }
}

/**
 * Without a current bundle (run from the TypeScript sources): every file of ours and every installed package's
 * version, as npm's record of the installation lists them; a superset of the bundle's inputs.
 */
function sourcesKey(): string {
  const installed = [
    path.join(PACKAGE_ROOT, 'node_modules', '.package-lock.json'),
    path.join(PACKAGE_ROOT, 'package-lock.json'),
  ].find((file) => existsSync(file));
  return sha(
    ...['cli', 'runtime', 'templates'].map((dir) => hashTree(path.join(PACKAGE_ROOT, dir))),
    installed ? hashFile(installed) : 'no lockfile',
    process.version,
    process.versions.zlib ?? '',
  );
}

let key: string | null = null;

/**
 * Part of every cache's key: a cache made by another version of docs-build, of a package it uses, or of Node, is
 * not reused.
 */
export function toolchainKey(): string {
  return process.env[TOOLCHAIN_KEY_ENV] || (key ??= manifestKey() || sourcesKey());
}
