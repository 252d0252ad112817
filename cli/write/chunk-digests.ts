import { hash } from 'node:crypto';
import type { KeyedTable } from '../core/keyed-table.ts';
import { toolchainKey } from '../core/toolchain.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';

/**
 * Each page's chunk digest (see writePageChunks) from the previous build, by what the page's data holds with its
 * HTML counted by the digest kept with the compiled page: a rebuild names an unchanged page's chunk without
 * serialising and hashing its HTML, or reading it back from where the build keeps it meanwhile.
 */
export class ChunkDigests {
  constructor(private readonly table: KeyedTable<string> | null) {}

  /** The page's chunk digest: kept when its data is as it was, else `make`'s (then kept for the next build). */
  digest(page: BuiltPage, make: () => string): string {
    const key = this.table && dataKey(page);
    return key ? this.table!.get(page.data.route, key, make) : make();
  }
}

/**
 * A hash of the page's data as its chunk serialises it (JSON, key by key in order), with the HTML's digest in
 * place of the HTML; null when the compiled page has no digest.
 */
function dataKey({ data, compiled }: BuiltPage): string | null {
  if (!compiled.htmlDigest) return null;
  // one string hashed at once: an update of the hash a part, five a field, cost more than the JSON
  let text = `${toolchainKey()}\0`;
  const fields = data as unknown as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const json = key === 'html' ? compiled.htmlDigest : JSON.stringify(fields[key]);
    // a field JSON leaves out (undefined) is told apart from every value it writes
    text += `${JSON.stringify(key)}${json === undefined ? '\0' : `:${json}`}\n`;
  }
  return hash('sha256', text, 'base64url');
}
