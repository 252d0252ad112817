import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An entry's file and the name it is written under first (see KeyedStore.claim). */
export interface ClaimedEntry {
  file: string;
  staging: string;
}

export interface Codec<T> {
  encode(value: T): string;
  decode(text: string): T;
}

export const textCodec: Codec<string> = { encode: (v) => v, decode: (t) => t };
export const jsonCodec = <T>(): Codec<T> => ({
  encode: (v) => JSON.stringify(v),
  decode: (t) => JSON.parse(t) as T,
});

const MAX_QUEUED = 64;

/**
 * The value `cache` holds for `id` when it was made from the same inputs
 * (`key`), else the one `make` returns, then kept.
 */
export function storedOrMade<T>(
  cache: {
    read(id: string, key: string): T | undefined;
    write(id: string, key: string, value: T): void;
  },
  id: string,
  key: string,
  make: () => T,
): T {
  const stored = cache.read(id, key);
  if (stored !== undefined) return stored;
  const value = make();
  cache.write(id, key, value);
  return value;
}

const short = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * Results of a build step kept on disk between runs, one per id (a route, a locale), each valid while its key (a
 * hash of everything the result was made from) is the same. One file per entry, named by id and key: a lookup
 * reads only the entry it needs, and no single string holds them all (the HTML of a 20,000-page site is larger
 * than the longest string V8 allows). Entries the last run did not use are removed by `prune`. Without a folder
 * (a clean build) nothing is read or kept.
 */
export class KeyedStore<T> {
  private used = new Set<string>();
  /** A failed write only costs the next run the work it would have saved. */
  private writes: Promise<unknown>[] = [];
  /** Thousands of pages may be written at once; a few files open at a time stay within the process's limit. */
  private slots = new Slots(16);

  /** Entries on disk when the run began: one directory listing instead of a file-system lookup per entry. */
  private present = new Set<string>();

  constructor(
    private readonly dir: string | null,
    private readonly codec: Codec<T>,
  ) {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    this.present = new Set(readdirSync(dir));
  }

  /** Whether values are kept for the next run (not in a clean build). */
  get keeps(): boolean {
    return this.dir !== null;
  }

  /** The stored value for `id` when it was made from the same inputs (`key`), else undefined. */
  read(id: string, key: string): T | undefined {
    if (!this.dir) return undefined;
    const name = this.entryName(id, key);
    this.used.add(name);
    if (!this.present.has(name)) return undefined;
    try {
      return this.codec.decode(readFileSync(path.join(this.dir, name), 'utf8'));
    } catch {
      return undefined; // a damaged entry is made again
    }
  }

  /** Keeps the entry for `id` made from `key` through `prune` without reading it (its result is still in use). */
  keep(id: string, key: string): void {
    if (this.dir) this.used.add(this.entryName(id, key));
  }

  /** Stores a value; the file is written in the background (see `prune`, which waits for it). */
  write(id: string, key: string, value: T): void {
    if (!this.dir) return;
    const name = this.entryName(id, key);
    this.used.add(name);
    // written whole under another name first: a build running at the same time never reads half an entry
    const file = path.join(this.dir, name);
    const tmp = `${file}.${process.pid}.tmp`;
    const contents = this.codec.encode(value);
    // when the disk falls behind, write in place: a growing queue would hold a copy of the site in memory
    if (this.slots.queued >= MAX_QUEUED) {
      try {
        writeFileSync(tmp, contents);
        renameSync(tmp, file);
      } catch {
        /* as below */
      }
      return;
    }
    this.writes.push(
      this.slots
        .run(() => writeFile(tmp, contents).then(() => rename(tmp, file)))
        .catch(() => undefined),
    );
  }

  /**
   * Where another thread (the search worker) writes the entry for `id` made from `key`, staged first under
   * `staging` as `write` stages its own; both names are kept through `prune`, which may run while that thread
   * writes. Null without a folder.
   */
  claim(id: string, key: string): ClaimedEntry | null {
    if (!this.dir) return null;
    const name = this.entryName(id, key);
    const staging = `${name}.${process.pid}.tmp`;
    this.used.add(name).add(staging);
    return { file: path.join(this.dir, name), staging: path.join(this.dir, staging) };
  }

  get(id: string, key: string, make: () => T): T {
    return storedOrMade(this, id, key, make);
  }

  private entryName(id: string, key: string): string {
    return `${short(id, 20)}.${short(key, 20)}`;
  }

  /** Waits for pending writes, then removes the entries this run did not use, so the folder does not grow. */
  async prune(): Promise<void> {
    await Promise.all(this.writes);
    if (!this.dir) return;
    for (const name of readdirSync(this.dir))
      if (!this.used.has(name)) rmSync(path.join(this.dir, name), { force: true });
  }
}

/** Runs at most `size` tasks at a time, the rest in the order they came. */
export class Slots {
  private active = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
