import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { copyFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import { hasCompressedCopies } from '../write/compressed-copies.ts';
import { VENDOR_CACHE } from '../core/project.ts';
import type { BundledFile } from './vendor.ts';

/** Bundles kept with the installation, beside the vendor libraries. */
export const INSTALLED_BUNDLES = path.join(VENDOR_CACHE, 'bundles');

/** Bundles of each kind kept with the installation: one per base path, math setting and docs-build version in use. */
const KEPT_PER_KIND = 6;
const STILL_IN_USE_MS = 60 * 60 * 1000;

export type BundleKind = 'server' | 'client-hashed' | 'client-dev';

/**
 * Where a bundle of the runtime is kept for reuse. A site that brings no components of its own is bundled from
 * docs-build's files alone, so its bundles equal those of every such site with the same options (`key`): they are
 * kept with the installation and made once for all of them, even for a build with `--clean` or after the site's
 * cache was removed (each reuse still checks every input file, as for a site's own: see `checkInputs`). A site
 * with its own components keeps them in its cache (`siteCache`), or nowhere when it has none.
 */
export function bundleHome(
  config: ResolvedConfig,
  kind: BundleKind,
  key: string,
  siteCache: string | null,
  installed = INSTALLED_BUNDLES,
): string | null {
  if (Object.keys(config.components).length || !writable(installed))
    return siteCache && path.join(siteCache, kind);
  return path.join(
    installed,
    `${kind}-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`,
  );
}

const checked = new Map<string, boolean>();

/**
 * Whether bundles can be kept in `dir`: an installation may be read-only to the user who builds (installed
 * globally by root), and a site's build must not fail for it; its bundles then stay in its own cache.
 */
function writable(dir: string): boolean {
  let result = checked.get(dir);
  if (result === undefined) {
    try {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.W_OK);
      result = true;
    } catch {
      result = false;
    }
    checked.set(dir, result);
  }
  return result;
}

/** Marks an installed bundle as used now, so pruning keeps it (a site's own bundles are not pruned). */
export function touchBundle(dir: string): void {
  if (path.dirname(dir) !== INSTALLED_BUNDLES) return;
  const now = new Date();
  try {
    utimesSync(dir, now, now);
  } catch {
    /* only pruning reads it */
  }
}

/**
 * After a bundle was written to `current`: when that is the installation's, removes its least recently used
 * bundles of `kind` beyond the few kept, so upgrades and changed options do not pile up.
 */
export function pruneInstalledBundles(kind: BundleKind, current: string): void {
  if (path.dirname(current) === INSTALLED_BUNDLES) pruneBundles(INSTALLED_BUNDLES, kind, current);
}

/** The pruning of `pruneInstalledBundles` in `root`. One used within the last hour stays whatever the count: another build may be reading it. */
export function pruneBundles(root: string, kind: BundleKind, current: string): void {
  let names: string[];
  try {
    names = readdirSync(root).filter(
      (name) => name.startsWith(`${kind}-`) && !name.includes('.tmp-'),
    );
  } catch {
    return;
  }
  const used = (name: string) => {
    try {
      return statSync(path.join(root, name)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const byUse = names
    .filter((name) => path.join(root, name) !== current)
    .map((name) => ({ name, used: used(name) }))
    .sort((a, b) => b.used - a.used);
  const stale = Date.now() - STILL_IN_USE_MS;
  for (const { name } of byUse.slice(KEPT_PER_KIND - 1).filter((b) => b.used < stale))
    rmSync(path.join(root, name), { recursive: true, force: true });
}

/**
 * Keeps the compressed copies a build made of the installation's bundle (in `builtRoot`) beside the bundle, so the
 * next sites copy them instead of compressing again. Made on the first build's own zlib threads, not ahead of it,
 * where they would hold that build's pages back.
 */
export async function keepCompressedCopies(
  files: readonly BundledFile[],
  builtRoot: string,
): Promise<void> {
  await Promise.all(
    files.map(async ({ path: relative, source }) => {
      if (!source?.startsWith(INSTALLED_BUNDLES + path.sep) || hasCompressedCopies(source)) return;
      const built = path.join(builtRoot, relative);
      if (!hasCompressedCopies(built)) return;
      // each copy whole under another name first: a build copying from the bundle never takes half of one
      for (const ext of ['.gz', '.br']) {
        const staging = `${source}${ext}.${process.pid}.tmp`;
        await copyFile(`${built}${ext}`, staging)
          .then(() => rename(staging, `${source}${ext}`))
          .catch(() => undefined);
      }
    }),
  );
}
