/**
 * The few files a build names by place rather than by content: each locale's route table and search manifest.
 * They list content-hashed files (page chunks, search shards) that change whenever a page does; named by their
 * own content, they would rename the site module that names them and so every page's HTML at each edit. Under a
 * fixed name a page's HTML names only what changes with it, and hosts ask again for these files on each use
 * (`Cache-Control: no-cache`, a conditional request answered 304 while the build is the same).
 */
export const CURRENT_DIR = 'current';

/** The Cache-Control of the files under CURRENT_DIR: kept, but revalidated before each use. */
export const REVALIDATE = 'no-cache';

/** `name` is the locale's chunk name (`index`, `zh`). */
export const routesModulePath = (name: string): string => `${CURRENT_DIR}/routes.${name}.js`;

export const searchManifestPath = (name: string): string => `${CURRENT_DIR}/search.${name}.json`;
