import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuiltPage } from './compile-site.ts';
import { isLazyPage } from './page-snapshot.ts';

/** Where a page's spilled values lie in the file. */
interface Extent {
  offset: number;
  length: number;
}

/** Which of a record's values each spilled key of an object holds. */
type Layout = ReadonlyMap<PropertyKey, number>;

/** One spilled object: its record in the file and its layout. */
interface Spilled {
  extent: Extent;
  values: Layout;
}

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
 * so every stage reads a page as before; the stages go through the pages one after another, so the
 * last record read is kept. Assigning a spilled key puts the value back in memory. A proxy cannot be
 * posted to a worker: a spilled page stays on this thread. A page that cannot be written stays in
 * memory as it was.
 *
 * The file is removed as soon as it is open where the system allows (it lives on while open, and
 * nothing is left behind by a build that is killed), else once the pages are no longer reachable.
 */
export class PageSpill {
  private readonly fd: number;
  private end = 0;
  private last: { extent: Extent; values: unknown[] } | null = null;
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
        return this.read(spilled!.extent)[i];
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
   * Moves `page`'s HTML, section texts, headings and links to the file, and its markdown in a record of its own
   * (the stages that read it, the llms and markdown files and the site's titles, read nothing else). The
   * headings are read with the HTML (by the page's chunk and document), the links only by `check`: both would
   * otherwise stay in memory to the end, a few hundred objects a page.
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
        ].filter((v) => v !== undefined),
      ),
    ];
    const extent = this.append(values);
    if (!extent) return; // a full disk costs memory, not the build
    this.pages += 1;
    page.compiled = this.spill(compiled, extent, values, ['html', 'sections', 'headers', 'links']);
    page.data = this.spill(data, extent, values, ['html', 'headers']);
    const text = [source.source, source.body].filter((v) => typeof v === 'string');
    const textExtent = this.append(text);
    if (textExtent) page.source = this.spill(source, textExtent, text, ['source', 'body']);
  }

  /** Writes `values` as one record at the end of the file; null when it cannot be written. */
  private append(values: unknown[]): Extent | null {
    const bytes = Buffer.from(JSON.stringify(values));
    const extent = { offset: this.end, length: bytes.length };
    try {
      writeSync(this.fd, bytes, 0, bytes.length, extent.offset);
    } catch {
      return null;
    }
    this.end += bytes.length;
    return extent;
  }

  /** A proxy of `object` whose `keys` read from `extent`, each the one of `values` it holds now. */
  private spill<T extends object>(object: T, extent: Extent, values: unknown[], keys: string[]): T {
    const fields = object as Record<string, unknown>;
    const spilled: [PropertyKey, number][] = [];
    for (const key of keys) {
      if (fields[key] === undefined) continue;
      spilled.push([key, values.indexOf(fields[key])]);
      // the key stays where it is among the object's keys, so the object serialises as before
      fields[key] = null;
    }
    this.spilled.set(object, { extent, values: this.layout(spilled) });
    return new Proxy(object, this.handler as ProxyHandler<T>);
  }

  /** The shared layout of `entries`. */
  private layout(entries: [PropertyKey, number][]): Layout {
    const name = entries.map(([key, i]) => `${String(key)}:${i}`).join();
    let layout = this.layouts.get(name);
    if (!layout) this.layouts.set(name, (layout = new Map(entries)));
    return layout;
  }

  private read(extent: Extent): unknown[] {
    if (this.last?.extent === extent) return this.last.values;
    // one buffer for every read: a buffer a read stayed outside the heap until a collection freed it,
    // tens of MB while thousands of pages rendered
    if (this.scratch.length < extent.length)
      this.scratch = Buffer.allocUnsafeSlow(Math.max(extent.length, 2 * this.scratch.length));
    const bytes = this.scratch;
    let done = 0;
    while (done < extent.length)
      done += readSync(this.fd, bytes, done, extent.length - done, extent.offset + done);
    const values = JSON.parse(bytes.toString('utf8', 0, extent.length)) as unknown[];
    this.last = { extent, values };
    return values;
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
