import { contentKey } from './content-key.ts';

/**
 * A file's name from its content. SHA-1, not SHA-256: names need no resistance to forgery, and SHA-1 is several
 * times faster on a large site's page modules.
 */
export function contentHash(contents: string | Uint8Array, length = 8): string {
  return shortHash(contentDigest(contents), length);
}

/** The whole hash a content hash is the start of: a key for what was made from the same contents. */
export const contentDigest = contentKey;

/** A content hash from its digest. */
export const shortHash = (digest: string, length = 8) =>
  digest.replace(/[-_]/g, '').slice(0, length);

/** An ES module whose default export is the given data; JSON.parse of a string literal parses faster than an object literal. */
export function dataModule(value: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

/**
 * The longest readable part of a chunk's name: with the content hash and extension after it, a name stays far
 * under the 255 bytes file systems allow, whatever a page's file is called.
 */
const MAX_CHUNK_NAME = 100;

/**
 * `/guide/install/docker` → `guide_install_docker`, `/` → `index`; readable names for route chunks. A longer
 * name keeps its start and gets a hash of the whole, so two long routes alike at the start stay apart.
 */
export function chunkName(route: string): string {
  const name = route.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '_') || 'index';
  if (name.length <= MAX_CHUNK_NAME) return name;
  return `${name.slice(0, MAX_CHUNK_NAME - 9)}-${contentHash(name)}`;
}
