import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuiltPage } from './compile-site.ts';
import { isLazyPage } from './page-snapshot.ts';

/**
 * How a value lies in the file: a one-byte string as Latin-1, any other as UTF-16, both written and read as they lie
 * in memory (a CJK page's HTML decoded from UTF-8 or parsed from JSON took 3 times as long); anything else as its JSON
 * text, written the same way.
 */
const enum Form {
  Latin1 = 0,
  Utf16 = 1,
  JsonLatin1 = 2,
  JsonUtf16 = 3,
}
const FORMS = 4;

/** A character outside Latin-1: the string must be written as UTF-16. */
const WIDE = /[^\x00-\xff]/;

/**
 * One page's values, one after another from `offset`: each value's end (from `offset`) times FORMS, plus its form.
 * Each value is read alone, so a stage that needs a page's HTML decodes neither its texts nor its markdown.
 */
interface PageRecord {
  offset: number;
  ends: number[];
}

/** Which of a record's values each spilled key of an object holds. */
type Layout = ReadonlyMap<PropertyKey, number>;

/** One spilled object: its page's record and its layout. */
interface Spilled {
  record: PageRecord;
  values: Layout;
}

/** Values read last, kept: a stage reads a page's headings or HTML a few times in a row. */
const READ_CACHE = 4;

const finalizer = new FinalizationRegistry<{ fd: number; file: string | null }>(({ fd, file }) => {
  try {
    closeSync(fd);
    if (file) unlinkSync(file);
  } catch {
    /* the process is ending or the file is gone */
  }
});

/**
 * Keeps the bulky parts of compiled pages (their HTML, section texts and markdown) in one temporary file instead
 * of memory, from the moment each page is compiled until a later stage reads them: a build holds every
 * page from markdown to rendering, and these parts are most of what a page weighs.
 *
 * A page's `compiled`, `data` and `source` become proxies of themselves that read those values back on access,
 * each value by itself; the few read last are kept. Assigning a spilled key puts the value back in memory. A proxy
 * cannot be posted to a worker: a spilled page stays on this thread. A page that cannot be written stays in
 * memory as it was.
 *
 * The file is removed as soon as it is open where the system allows (it lives on while open, and
 * nothing is left behind by a build that is killed), else once the pages are no longer reachable.
 */
export class PageSpill {
  private readonly fd: number;
  private end = 0;
  private recent: { record: PageRecord; i: number; value: unknown }[] = [];
  private scratch = Buffer.alloc(0);
  private readonly spilled = new WeakMap<object, Spilled>();
  /** Layouts by their keys and places: thousands of pages share a few, where a map each weighed 150 bytes. */
  private readonly layouts = new Map<string, Layout>();
  private readonly handler: ProxyHandler<object>;
  /** Pages written. */
  pages = 0;

  constructor(dir = os.tmpdir()) {
    const file = path.join(
      dir,
      `docs-build-pages-${process.pid}-${Math.random().toString(36).slice(2)}`,
    );
    this.fd = openSync(file, 'wx+', 0o600);
    let left: string | null = null;
    try {
      unlinkSync(file);
    } catch {
      left = file;
    }
    finalizer.register(this, { fd: this.fd, file: left });
    this.handler = {
      get: (target, key, receiver) => {
        const spilled = this.spilled.get(target);
        const i = spilled?.values.get(key);
        if (i === undefined) return Reflect.get(target, key, receiver);
        return this.read(spilled!.record, i);
      },
      set: (target, key, value, receiver) => {
        const spilled = this.spilled.get(target);
        if (spilled?.values.has(key))
          spilled.values = this.layout([...spilled.values].filter(([k]) => k !== key));
        return Reflect.set(target, key, value, receiver);
      },
    };
  }

  /**
   * Moves `page`'s HTML, section texts, headings, links and markdown to the file, in one record. The headings are
   * read with the HTML (by the page's chunk and document), the links only by `check`, the markdown by the llms and
   * markdown files and the site's titles: all would otherwise stay in memory to the end, a few hundred objects a
   * page.
   */
  keep(page: BuiltPage): void {
    const { compiled, data, source } = page;
    // the page's HTML and headings are the same values in its compiled form and its data: written once
    const values = [
      ...new Set<unknown>(
        [
          compiled.html,
          compiled.sections,
          compiled.headers,
          compiled.links,
          data.html,
          data.headers,
          source.source,
          source.body,
        ].filter((v) => v !== undefined),
      ),
    ];
    const record = this.append(values);
    if (!record) return; // a full disk costs memory, not the build
    this.pages += 1;
    page.compiled = this.spill(compiled, record, values, ['html', 'sections', 'headers', 'links']);
    page.data = this.spill(data, record, values, ['html', 'headers']);
    page.source = this.spill(source, record, values, ['source', 'body']);
  }

  /** Writes `values` as one record at the end of the file; null when it cannot be written. */
  private append(values: unknown[]): PageRecord | null {
    const texts = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
    const forms = texts.map(
      (text, i) =>
        (WIDE.test(text) ? Form.Utf16 : Form.Latin1) +
        (typeof values[i] === 'string' ? 0 : Form.JsonLatin1),
    );
    let length = 0;
    for (const [i, text] of texts.entries()) length += text.length * ((forms[i] & 1) + 1);
    const bytes = this.buffer(length);
    const record: PageRecord = { offset: this.end, ends: [] };
    let at = 0;
    for (const [i, text] of texts.entries()) {
      at += bytes.write(text, at, forms[i] & 1 ? 'utf16le' : 'latin1');
      record.ends.push(at * FORMS + forms[i]);
    }
    try {
      let done = 0;
      while (done < length) done += writeSync(this.fd, bytes, done, length - done, this.end + done);
    } catch {
      return null;
    }
    this.end += length;
    return record;
  }

  /** A proxy of `object` whose `keys` read from `record`, each the one of `values` it holds now. */
  private spill<T extends object>(
    object: T,
    record: PageRecord,
    values: unknown[],
    keys: string[],
  ): T {
    const fields = object as Record<string, unknown>;
    const spilled: [PropertyKey, number][] = [];
    for (const key of keys) {
      if (fields[key] === undefined) continue;
      spilled.push([key, values.indexOf(fields[key])]);
      // the key stays where it is among the object's keys, so the object serialises as before
      fields[key] = null;
    }
    this.spilled.set(object, { record, values: this.layout(spilled) });
    return new Proxy(object, this.handler as ProxyHandler<T>);
  }

  /** The shared layout of `entries`. */
  private layout(entries: [PropertyKey, number][]): Layout {
    const name = entries.map(([key, i]) => `${String(key)}:${i}`).join();
    let layout = this.layouts.get(name);
    if (!layout) this.layouts.set(name, (layout = new Map(entries)));
    return layout;
  }

  /**
   * One buffer for every read and write: a buffer each stayed outside the heap until a collection freed it, tens of
   * MB while thousands of pages rendered.
   */
  private buffer(length: number): Buffer {
    if (this.scratch.length < length)
      this.scratch = Buffer.allocUnsafeSlow(Math.max(length, 2 * this.scratch.length));
    return this.scratch;
  }

  /** The `i`th value of `record`. */
  private read(record: PageRecord, i: number): unknown {
    const kept = this.recent.find((r) => r.record === record && r.i === i);
    if (kept) return kept.value;
    const { offset, ends } = record;
    const start = i ? Math.floor(ends[i - 1] / FORMS) : 0;
    const length = Math.floor(ends[i] / FORMS) - start;
    const form = ends[i] % FORMS;
    const bytes = this.buffer(length);
    let done = 0;
    while (done < length)
      done += readSync(this.fd, bytes, done, length - done, offset + start + done);
    const text = bytes.toString(form & 1 ? 'utf16le' : 'latin1', 0, length);
    const value = form >= Form.JsonLatin1 ? (JSON.parse(text) as unknown) : text;
    this.recent = [{ record, i, value }, ...this.recent.slice(0, READ_CACHE - 1)];
    return value;
  }
}

/**
 * What the pages of a build may hold in memory (characters of HTML, section texts and markdown) before the
 * ones after them are spilled: a site of a few hundred pages stays in memory, where a rebuild reads
 * it back for nothing (its render keys serialise every page's data), while the memory a large site
 * holds stays bounded. This repository's site weighs about 5.1 M characters, a synthetic site of
 * 1,000 pages 4.5 M; what a site of 20,000 pages keeps below this budget is memory its smaller
 * neighbours never use (up to twice the characters in bytes, for CJK text).
 */
export const IN_MEMORY_CHARACTERS = 8 * 1024 * 1024;

/** The characters of a page's HTML, section texts and markdown: what spilling it would move to the file. */
function pageWeight({ compiled, source }: BuiltPage): number {
  let weight = (compiled.html?.length ?? 0) + (source.source?.length ?? 0);
  for (const s of compiled.sections ?? []) weight += s.title.length + s.text.length + s.code.length;
  return weight;
}

/**
 * A page handler that runs `onPage`, then, once the pages so far weigh more than `inMemoryCharacters`,
 * moves the page's bulky parts to a spill file of its own, in the system's temporary folder (as it
 * was when the handler was made). Where no file can be made there, pages stay in memory.
 */
export function thenSpill(
  onPage: (page: BuiltPage) => void,
  { inMemoryCharacters = IN_MEMORY_CHARACTERS }: { inMemoryCharacters?: number } = {},
): (page: BuiltPage) => void {
  const dir = os.tmpdir();
  let spill: PageSpill | null | undefined;
  let held = 0;
  return (page) => {
    onPage(page);
    // a page kept from the last build holds its bulky parts on disk already
    if (isLazyPage(page.compiled)) return;
    held += pageWeight(page);
    if (held <= inMemoryCharacters) return;
    if (spill === undefined) {
      try {
        spill = new PageSpill(dir);
      } catch {
        spill = null; // a read-only or missing temporary folder costs memory, not the build
      }
    }
    spill?.keep(page);
  };
}
