import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Vendor bundles (and other things made from the installed packages) depend only on the installed packages, so they live with the installation (built once by
 * `npm install`'s postinstall step, see scripts/prebuild-vendor.ts), not with a site's build cache.
 */
export const VENDOR_CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/docs-build', import.meta.url),
);

/** The nearest folder at or above `start` holding one of `markers`, or null. */
function nearestHolding(start: string, markers: string[]): string | null {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (markers.some((m) => existsSync(path.join(dir, m)))) return dir;
    if (dir === path.dirname(dir)) return null;
  }
}

/**
 * The project a docs folder belongs to: the nearest folder at or above it holding a `package.json` or `.git`,
 * else the docs folder itself. Files a site names (public symlinks) must stay inside it.
 */
export function projectRoot(docsRoot: string): string {
  return nearestHolding(docsRoot, ['package.json', '.git']) ?? path.resolve(docsRoot);
}

/** The repository a docs folder is in (which a monorepo's packages lie within), else its project. */
export function repositoryRoot(docsRoot: string): string {
  return nearestHolding(docsRoot, ['.git']) ?? projectRoot(docsRoot);
}

/** The nearest folder at or above the docs folder with a `package.json`, or null outside any node project. */
const nodeProject = (docsRoot: string) => nearestHolding(docsRoot, ['package.json']);

/**
 * Where a site's build caches live. In a node project, `node_modules/.cache/docs-build/sites/<docs path>`, the
 * folder every tool and `.gitignore` already treat as disposable, one subfolder per site so two sites of a project
 * never share one; outside any project, `.cache/docs-build` inside the docs folder (a dot-folder: never a page),
 * so a bare folder keeps its cache to itself and never writes beside it.
 */
export function siteCacheDir(docsRoot: string): string {
  const root = path.resolve(docsRoot);
  const project = nodeProject(root);
  if (!project) return path.join(root, '.cache', 'docs-build');
  const key = path.relative(project, root).split(path.sep).filter(Boolean).join('+') || '_root';
  return path.join(project, 'node_modules', '.cache', 'docs-build', 'sites', key);
}

/** Static-file folders inside a docs folder, ours first, then VuePress's (VitePress's is the same as ours). */
const INNER_PUBLIC_DIRS = ['public', '.vuepress/public'];

/**
 * The folder of static files: one inside the docs folder when it exists, else `public/` beside it (our own
 * layout), for a site with a config or inside a project; a bare folder elsewhere never publishes its neighbour.
 */
export function publicDirOf(docsRoot: string, { hasConfig }: { hasConfig: boolean }): string {
  const root = path.resolve(docsRoot);
  const inner = INNER_PUBLIC_DIRS.map((dir) => path.join(root, dir)).find((dir) => existsSync(dir));
  if (inner) return inner;
  return !hasConfig && projectRoot(root) === root
    ? path.join(root, 'public')
    : path.join(root, '..', 'public');
}

/**
 * Where a build goes when no `--out` is given: `dist` beside the docs folder; but a docs folder that
 * is the current folder or a project of its own (its `package.json` or `.git` inside) has no
 * "beside" that is the writer's, so `_site` inside it (the page scan skips `_` folders).
 */
export function defaultOutDir(docsRoot: string, cwd = process.cwd()): string {
  const root = path.resolve(docsRoot);
  const ownProject = ['package.json', '.git'].some((name) => existsSync(path.join(root, name)));
  return root === path.resolve(cwd) || ownProject
    ? path.join(root, '_site')
    : path.join(root, '..', 'dist');
}
