import type { BuiltPage } from '../markdown/compile-site.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { chunkName } from '../write/modules.ts';
import { buildSearchFiles } from './build-index.ts';

/** Where the dev server serves search files: under its private prefix (`DEV_PREFIX` of cli/dev/dev-site.ts). */
export const DEV_SEARCH_DIR = '__docs-build/search';

/** A fixed manifest path per locale: the dev site data names it before any index exists. */
export const devManifestPath = (prefix: string): string =>
  `${DEV_SEARCH_DIR}/${chunkName(prefix)}.json`;

/** The dev server's site as the index reads it: its routes, and each one's compiled page. */
export interface DevPages {
  config: ResolvedConfig;
  allRoutes(): string[];
  page(route: string): Promise<BuiltPage | null>;
}

interface DevIndex {
  /** Identity of the compiled pages it was built from. */
  key: string;
  manifests: Map<string, string>;
  files: Map<string, string>;
}

const built = new WeakMap<DevPages, DevIndex>();
/** Shard files of earlier builds stay servable, so a dialog opened before an edit keeps working. */
const earlier = new WeakMap<DevPages, Map<string, string>>();
const pageIds = new WeakMap<BuiltPage, number>();
let nextId = 0;
const idOf = (page: BuiltPage) => {
  let id = pageIds.get(page);
  if (id === undefined) pageIds.set(page, (id = nextId++));
  return id;
};

async function current(site: DevPages): Promise<DevIndex> {
  // compiles the pages not compiled yet (the warm-up usually did); the rest come from the dev cache
  const pages = (
    await Promise.all(site.allRoutes().map((route) => site.page(route).catch(() => null)))
  ).filter((p): p is BuiltPage => p !== null);
  const key = pages.map(idOf).join(',');
  const previous = built.get(site);
  if (previous?.key === key) return previous;
  const index: DevIndex = { key, manifests: new Map(), files: new Map() };
  for (const [prefix, locale] of Object.entries(
    buildSearchFiles(site.config, pages, { dir: DEV_SEARCH_DIR }),
  )) {
    index.manifests.set(devManifestPath(prefix), locale.files.get(locale.manifest)!);
    for (const [file, contents] of locale.files)
      if (file !== locale.manifest) index.files.set(file, contents);
  }
  if (previous) earlier.set(site, previous.files);
  built.set(site, index);
  return index;
}

/** The contents of a dev search file (`rel` relative to the base), or null when there is none. */
export async function devSearchFile(site: DevPages, rel: string): Promise<string | null> {
  if (built.get(site)?.files.has(rel)) return built.get(site)!.files.get(rel)!;
  if (earlier.get(site)?.has(rel)) return earlier.get(site)!.get(rel)!;
  const index = await current(site);
  return index.manifests.get(rel) ?? index.files.get(rel) ?? null;
}
