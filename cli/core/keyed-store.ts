import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STORE_VERSION = 1;

interface Entry<T> {
  key: string;
  value: T;
}

/**
 * Results of a build step kept on disk between runs, one per id (a route, a locale), each valid while the key
 * (a hash of everything the result was made from) is the same. Only the ids a run used are saved again, so the
 * file does not grow without bound. Without a file (a clean build) nothing is read or kept.
 */
export class KeyedStore<T> {
  private entries = new Map<string, Entry<T>>();
  private used = new Map<string, Entry<T>>();
  private dirty = false;

  constructor(private readonly file: string | null) {
    if (!file || !existsSync(file)) return;
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: number; entries: Record<string, Entry<T>> };
      if (saved.version === STORE_VERSION) this.entries = new Map(Object.entries(saved.entries));
    } catch {
      // a damaged store only costs the work it would have saved
    }
  }

  /** The stored value when it was made from the same inputs, else the one `make` returns (then kept). */
  get(id: string, key: string, make: () => T): T {
    const entry = this.entries.get(id);
    if (entry?.key === key) {
      this.used.set(id, entry);
      return entry.value;
    }
    const value = make();
    if (this.file) {
      this.used.set(id, { key, value });
      this.dirty = true;
    }
    return value;
  }

  save(): void {
    if (!this.file || (!this.dirty && this.used.size === this.entries.size)) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: STORE_VERSION, entries: Object.fromEntries(this.used) }));
    renameSync(tmp, this.file);
  }
}
