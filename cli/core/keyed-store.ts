import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Codec<T> {
  encode(value: T): string;
  decode(text: string): T;
}

export const textCodec: Codec<string> = { encode: (v) => v, decode: (t) => t };
export const jsonCodec = <T>(): Codec<T> => ({ encode: (v) => JSON.stringify(v), decode: (t) => JSON.parse(t) as T });

const short = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * Results of a build step kept on disk between runs, one per id (a route, a locale), each valid while its key (a
 * hash of everything the result was made from) is the same. One file per entry, named by id and key: a lookup
 * reads only the entry it needs, and no single string holds them all (the HTML of a 20,000-page site is larger
 * than the longest string V8 allows). Entries the last run did not use are removed by `prune`. Without a folder
 * (a clean build) nothing is read or kept.
 */
export class KeyedStore<T> {
  private used = new Set<string>();

  constructor(private readonly dir: string | null, private readonly codec: Codec<T>) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  /** The stored value when it was made from the same inputs, else the one `make` returns (then kept). */
  get(id: string, key: string, make: () => T): T {
    if (!this.dir) return make();
    const name = `${short(id, 20)}.${short(key, 20)}`;
    const file = path.join(this.dir, name);
    this.used.add(name);
    if (existsSync(file)) {
      try {
        return this.codec.decode(readFileSync(file, 'utf8'));
      } catch {
        // a damaged entry is made again below
      }
    }
    const value = make();
    // written whole under another name first: a build running at the same time never reads half an entry
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, this.codec.encode(value));
    renameSync(tmp, file);
    return value;
  }

  /** Removes the entries this run did not use, so the folder does not grow without bound. */
  prune(): void {
    if (!this.dir) return;
    for (const name of readdirSync(this.dir)) if (!this.used.has(name)) rmSync(path.join(this.dir, name), { force: true });
  }
}
