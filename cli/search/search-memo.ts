import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sha } from '../core/content-hash.ts';
import { toolchainKey } from '../core/toolchain.ts';
import { jsonParts, writeInParts } from './json-parts.ts';
import type { PackedSlots, StoredSlots, TermSlots } from './packed-slots.ts';
import type { ExportedShard, TermMemo } from './term-index.ts';

interface Kept {
  /** A page's slots as kept (StoredSlots); those this run used are packed, and written out as kept (toJSON). */
  slots: Record<string, StoredSlots | PackedSlots>;
  /** By locale: a locale whose index was not made this run keeps its shards. */
  shards: Record<string, Record<string, ExportedShard>>;
}

/**
 * The search worker's work of earlier builds for one locale, kept in one file: each page's term slots by what they
 * were read from, and each term shard's export by the terms it holds. A rebuild after one page's edit reads that
 * page's terms and exports the shards its terms fall in; the rest comes from here. Only what this run used is kept.
 */
export class SearchMemo implements TermMemo {
  private stored: Kept | undefined;
  private used: Kept = { slots: {}, shards: {} };
  private added = false;
  /** Pages kept from the last build whose text this run did not read: their slots are kept as they were. */
  private keptRoutes = new Set<string>();

  constructor(private readonly file: string) {}

  /** The file's memo, read when first asked for: a page kept unread (keepPage) needs none. */
  private get kept(): Kept {
    if (this.stored) return this.stored;
    this.stored = { slots: {}, shards: {} };
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8'));
      if (stored.code === toolchainKey()) this.stored = stored.memo as Kept;
    } catch {
      /* nothing kept yet, or a damaged file: made again */
    }
    return this.stored;
  }

  /** Reads the file now, while the worker would otherwise wait for pages. */
  read(): void {
    void this.kept;
  }

  /** The slots of a page whose slots follow from `input` (see term-index.ts slotsInput). */
  slots(
    route: string,
    input: string,
    make: () => PackedSlots,
    pack: (slots: TermSlots | StoredSlots) => PackedSlots,
  ): PackedSlots {
    const kept = this.storedSlots(route, input, pack);
    if (kept) return kept;
    const slots = make();
    this.added = true;
    this.used.slots[slotsId(route, input)] = slots;
    return slots;
  }

  /** The slots kept for a page whose slots follow from `input`, if any; kept again by this run. */
  storedSlots(
    route: string,
    input: string,
    pack: (slots: TermSlots | StoredSlots) => PackedSlots,
  ): PackedSlots | undefined {
    const id = slotsId(route, input);
    const entries = this.kept.slots[id] as StoredSlots | undefined;
    if (!entries) return undefined;
    // what is held anyway, not a copy: the kept strings, written back as they were read rather than unpacked
    // again when the memo is saved (a page read anew keeps its packed slots)
    this.used.slots[id] = entries;
    return pack(entries);
  }

  /** Keeps the slots of a page the build kept without reading its text (see save). */
  keepPage(route: string): void {
    this.keptRoutes.add(routeHash(route));
  }

  /** A shard's export, by a description of everything that goes into it (kind and each page's terms). */
  shard(locale: string, content: string, make: () => ExportedShard): ExportedShard {
    const id = sha(content);
    const used = (this.used.shards[locale] ??= {});
    let parts = used[id] ?? this.kept.shards[locale]?.[id];
    if (!parts) {
      parts = make();
      this.added = true;
    }
    used[id] = parts;
    return parts;
  }

  /** Writes what this run used, when anything was made anew: a page or a shard at a time, never the whole file as one string. */
  save(): void {
    if (!this.added) return;
    this.added = false;
    const tmp = `${this.file}.${process.pid}.tmp`;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const shards = { ...this.kept.shards, ...this.used.shards };
      const slots = { ...this.used.slots };
      for (const id of Object.keys(this.kept.slots))
        if (this.keptRoutes.has(id.slice(0, id.indexOf(':'))) && !Object.hasOwn(slots, id))
          slots[id] = this.kept.slots[id];
      const memo = { slots, shards };
      // levels: the file, the memo, slots and shards, each locale's shards
      writeInParts(tmp, jsonParts({ code: toolchainKey(), memo }, 4));
      renameSync(tmp, this.file);
    } catch {
      // made again next time; a half-written copy is not left behind
      rmSync(tmp, { force: true });
    }
  }
}

const routeHash = (route: string) => sha(route).slice(0, 16);

/** A page's slots by its route (so a page kept unread keeps them) and what they were read from. */
const slotsId = (route: string, input: string) => `${routeHash(route)}:${sha(route, input)}`;

/**
 * Each locale's memo in a file of its own, read when the worker first meets the locale (a page read ahead, or its
 * index made) and written only when it changed: a build after an edit to one page reads and writes its locale's
 * memo alone, not every locale's (2.8 MB in all for this repository's site).
 */
export class LocaleMemos {
  private memos = new Map<string, SearchMemo>();

  constructor(private readonly dir: string) {}

  /** The memo of the locale whose index files are named `locale` (build-index.ts, `PlannedIndex.name`). */
  of(locale: string): SearchMemo {
    let memo = this.memos.get(locale);
    if (!memo)
      this.memos.set(locale, (memo = new SearchMemo(path.join(this.dir, `${locale}.json`))));
    return memo;
  }

  /**
   * Writes each memo this run changed, and removes `search-memo.json` beside the folder: caches made by older
   * versions hold every locale's memo in that one file (2.8 MB for this repository's site), which nothing reads.
   */
  save(): void {
    for (const memo of this.memos.values()) memo.save();
    rmSync(`${this.dir}.json`, { force: true });
  }
}

/** Where a project's cache folder keeps the memos. */
export const searchMemoDir = (cacheDir: string): string => path.join(cacheDir, 'search-memo');
