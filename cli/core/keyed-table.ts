import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { storedOrMade } from './keyed-store.ts';

interface Row<T> {
  key: string;
  value: T;
}

/**
 * Small results of a build step kept between runs in one file, one row per id (a route), each valid
 * while its key is the same: what `KeyedStore` keeps in a file per entry, for values so small (a few
 * hundred bytes) that opening a file for each costs more than reading them all at once. The file is
 * read when the table is made and written by `save` only when a row changed or went unused, so an
 * unchanged site writes nothing. Without a file (a clean build) nothing is read or kept.
 */
export class KeyedTable<T> {
  private readonly rows: Map<string, Row<T>>;
  /** The rows this run read or wrote: what `save` keeps. */
  private readonly used = new Map<string, Row<T>>();
  private changed = false;

  constructor(private readonly file: string | null) {
    this.rows = new Map(file ? readRows<T>(file) : []);
  }

  /** The stored value for `id` when it was made from the same inputs (`key`), else undefined. */
  read(id: string, key: string): T | undefined {
    const row = this.rows.get(id);
    if (!this.file || row?.key !== key) return undefined;
    this.used.set(id, row);
    return row.value;
  }

  /** Stores a value, written with the table by `save`. */
  write(id: string, key: string, value: T): void {
    if (!this.file) return;
    this.used.set(id, { key, value });
    this.changed = true;
  }

  get(id: string, key: string, make: () => T): T {
    return storedOrMade(this, id, key, make);
  }

  /** Writes the rows this run used, the others left out, when they differ from the file's. */
  async prune(): Promise<void> {
    if (!this.file || (!this.changed && this.used.size === this.rows.size)) return;
    // written whole under another name first: a build running at the same time never reads half a table
    const tmp = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, JSON.stringify([...this.used]));
      renameSync(tmp, this.file);
    } catch {
      /* a failed write only costs the next run the work it would have saved */
    }
  }
}

/** The table's rows, or none when the file is missing or damaged. */
function readRows<T>(file: string): [string, Row<T>][] {
  try {
    const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(rows)) return [];
    return rows.filter(
      (row): row is [string, Row<T>] =>
        Array.isArray(row) && typeof row[0] === 'string' && typeof row[1]?.key === 'string',
    );
  } catch {
    return [];
  }
}
