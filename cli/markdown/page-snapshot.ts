import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../core/build-cache.ts';
import type { CompiledPage } from './compile.ts';

/** The parts of a compiled page read only when a stage asks for them: most of what a page weighs. */
const LAZY_KEYS = ['html', 'sections'] as const;

/** A kept page: what it was compiled from, and where its three parts lie in which segment. */
interface IndexEntry {
  key: string;
  dependencies: Record<string, string>;
  segment: string;
  /** Byte offset of the page's record, then the lengths of its head, its HTML and its sections. */
  at: [offset: number, head: number, html: number, sections: number];
}

interface SnapshotIndex {
  format: 1;
  entries: Record<string, IndexEntry>;
}

export interface SnapshotEntry {
  compiled: CompiledPage;
  /** Files the page read besides itself, with the hash of their content when it was compiled. */
  dependencies: Record<string, string>;
}

const INDEX = 'index.json';
/** Segments beyond this many are merged into the next one written: a rebuild reads few files. */
const MAX_SEGMENTS = 8;

const lazyPages = new WeakSet<object>();

/** Whether a compiled page's HTML and sections are still on disk, read only when asked for. */
export const isLazyPage = (compiled: object): boolean => lazyPages.has(compiled);

const finalizer = new FinalizationRegistry<number[]>((fds) => {
  for (const fd of fds)
    try {
      closeSync(fd);
    } catch {
      /* the process is ending */
    }
});

/**
 * The compiled pages of the last build, kept in a few files rather than one a page: an index (each page's key,
 * dependencies and place) and segments, each written whole by one build, holding the pages it compiled. A page kept
 * from an earlier build is not decoded: its small head is, and its HTML and sections are read from the segment when
 * a stage asks for them (a one-edit rebuild of a site reads the text of the edited locale's pages only, for its
 * search index). A build appends a segment and writes the index anew; once there are more than a few segments, the
 * kept pages are copied into the new one and the old ones removed. Segments stay open while their pages live, so
 * a page read after the next build's index replaced this one still finds its bytes.
 */
export class PageSnapshot {
  private index: SnapshotIndex = { format: 1, entries: {} };
  private used = new Map<string, IndexEntry>();
  private readonly fds = new Map<string, number>();
  private readonly openFds: number[] = [];
  private segment: { name: string; fd: number; end: number } | null = null;

  constructor(private readonly dir: string | null) {
    finalizer.register(this, this.openFds);
    if (!dir) return;
    try {
      const stored = JSON.parse(readFileSync(path.join(dir, INDEX), 'utf8')) as SnapshotIndex;
      if (stored.format === 1 && stored.entries) this.index = stored;
    } catch {
      /* nothing kept yet, or a damaged index: every page is compiled again */
    }
  }

  /** The page kept for `id` when it was compiled from `key`, its HTML and sections left on disk. */
  read(id: string, key: string): SnapshotEntry | undefined {
    const entry = this.dir ? this.index.entries[id] : undefined;
    if (!entry || entry.key !== key) return undefined;
    try {
      const fd = this.open(entry.segment);
      const [offset, head, html] = entry.at;
      const compiled = JSON.parse(readBytes(fd, offset, head)) as CompiledPage;
      const extents = [
        [offset + head, html],
        [offset + head + html, entry.at[3]],
      ] as const;
      // through `this`, which the page then holds: its segments stay open while it lives
      LAZY_KEYS.forEach((name, i) =>
        lazyField(compiled, name, () =>
          JSON.parse(readBytes(this.open(entry.segment), ...extents[i])),
        ),
      );
      lazyPages.add(compiled);
      this.used.set(id, entry);
      return { compiled, dependencies: entry.dependencies };
    } catch {
      return undefined; // a missing or damaged segment: the page is compiled again
    }
  }

  /** Keeps a page compiled this run: appended to this run's segment at once, so memory holds no second copy. */
  write(id: string, key: string, { compiled, dependencies }: SnapshotEntry): void {
    if (!this.dir) return;
    const fields = compiled as unknown as Record<string, unknown>;
    // the head keeps every key in its place, so the page reads back with the same key order
    const head = JSON.stringify({ ...compiled, html: null, sections: null });
    const parts = [head, JSON.stringify(fields.html), JSON.stringify(fields.sections)].map((p) =>
      Buffer.from(p),
    );
    try {
      const segment = this.openSegment();
      const offset = segment.end;
      for (const part of parts) segment.end += writeAll(segment.fd, part, segment.end);
      const at: IndexEntry['at'] = [offset, parts[0].length, parts[1].length, parts[2].length];
      this.used.set(id, { key, dependencies, segment: segment.name, at });
    } catch {
      /* a full disk costs the next build this page's compiling */
    }
  }

  /** Writes the index of the pages this run used, and removes the segments and files it no longer names. */
  save(): void {
    if (!this.dir) return;
    try {
      const segments = new Set([...this.used.values()].map((e) => e.segment));
      if (segments.size > MAX_SEGMENTS) this.merge();
      if (this.segment) this.close(this.segment);
      const entries = Object.fromEntries(this.used);
      writeWhole(
        path.join(this.dir, INDEX),
        JSON.stringify({ format: 1, entries } satisfies SnapshotIndex),
      );
      this.index = { format: 1, entries };
      const named = new Set([INDEX, ...[...this.used.values()].map((e) => e.segment)]);
      for (const name of readdirSync(this.dir))
        if (!named.has(name)) rmSync(path.join(this.dir, name), { force: true });
    } catch {
      /* the next build compiles what it cannot find */
    }
    this.segment = null;
  }

  /** Copies every kept page's record into this run's segment. */
  private merge(): void {
    for (const [id, entry] of this.used) {
      const segment = this.openSegment();
      if (entry.segment === segment.name) continue;
      const [offset, ...lengths] = entry.at;
      const total = lengths.reduce((a, b) => a + b, 0);
      const bytes = Buffer.from(readBytes(this.open(entry.segment), offset, total));
      const at = segment.end;
      segment.end += writeAll(segment.fd, bytes, segment.end);
      this.used.set(id, { ...entry, segment: segment.name, at: [at, ...lengths] });
    }
  }

  private openSegment() {
    if (this.segment) return this.segment;
    mkdirSync(this.dir!, { recursive: true });
    const name = `segment-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
    const fd = openSync(path.join(this.dir!, name), 'wx+', 0o600);
    this.fds.set(name, fd);
    this.openFds.push(fd);
    return (this.segment = { name, fd, end: 0 });
  }

  /** Closes this run's segment, which no page of this run reads (its pages are in memory). */
  private close({ name, fd }: { name: string; fd: number }): void {
    // forgotten first: the finalizer must never close a number the system has given to another file since
    this.fds.delete(name);
    this.openFds.splice(this.openFds.indexOf(fd), 1);
    closeSync(fd);
  }

  private open(segment: string): number {
    let fd = this.fds.get(segment);
    if (fd === undefined) {
      fd = openSync(path.join(this.dir!, segment), 'r');
      this.fds.set(segment, fd);
      this.openFds.push(fd);
    }
    return fd;
  }
}

/**
 * Makes `name` of `target` read its value from `read` on each access (its place among the keys kept, so the page
 * serialises as it did); assigning a value keeps that value instead.
 */
export function lazyField(target: object, name: string, read: () => unknown): void {
  Object.defineProperty(target, name, {
    enumerable: true,
    configurable: true,
    get: read,
    set: (value) => {
      Object.defineProperty(target, name, { value, enumerable: true, writable: true });
    },
  });
}

function readBytes(fd: number, offset: number, length: number): string {
  const bytes = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, bytes, done, length - done, offset + done);
    if (read === 0) throw new Error('a kept page ends early');
    done += read;
  }
  return bytes.toString('utf8');
}

function writeAll(fd: number, bytes: Buffer, position: number): number {
  let done = 0;
  while (done < bytes.length)
    done += writeSync(fd, bytes, done, bytes.length - done, position + done);
  return bytes.length;
}
