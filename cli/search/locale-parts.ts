import type { Worker } from 'node:worker_threads';
import { ask } from '../core/cli-workers.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { localePages, type PlannedIndex } from './build-index.ts';
import { pageSource, type PageSource } from './collect.ts';
import type { KeyedFile, LocaleKeep } from './kept-locale.ts';

/** Pages a part: their text is a few hundred KB, whatever the site's size. */
export const PART_PAGES = 200;

/**
 * A locale's next pages, in page order (the first part starts its index); answered with the text shards closed,
 * or, for a locale of one part (`whole`), with all its files: its files are small, and a second round trip would
 * wait for this thread to turn from rendering to the worker's reply. Each file comes with its content key, and the
 * worker keeps the locale's index in `keep` once it handed over the last.
 */
export interface SearchPart {
  name: string;
  manifest: string;
  first: boolean;
  whole?: true;
  pages: PageSource[];
  keep?: LocaleKeep;
}

/** Asks for a locale's next files once all its pages are sent; answered with a SearchDrained. */
export interface SearchDrain {
  drain: string;
}

export interface SearchDrained {
  files: KeyedFile[];
  done: boolean;
}

/** The rejection of a reply not awaited yet is handled where it is awaited, not reported as unhandled. */
function asked<T>(worker: Worker, message: unknown): Promise<T> {
  const reply = ask<T>(worker, message);
  reply.catch(() => undefined);
  return reply;
}

/**
 * Makes one locale's index on the search worker: its pages go in parts, each gathered while the worker reads the
 * one before (a spilled page is read back from disk only then), and every file goes to `emit` as soon as the
 * worker returns it; with `keep`, the worker keeps the locale's index there. Rejected when the worker fails; the
 * files emitted so far are then the caller's to redo.
 */
export async function makeOnWorker(
  worker: Worker,
  { name, manifest, prefix }: PlannedIndex,
  pages: BuiltPage[],
  emit: (files: KeyedFile[]) => Promise<void>,
  keep?: LocaleKeep,
): Promise<void> {
  const locale = localePages(prefix, pages);
  const count = Math.max(1, Math.ceil(locale.length / PART_PAGES));
  const part = (k: number): SearchPart => ({
    name,
    manifest,
    first: k === 0,
    pages: locale.slice(k * PART_PAGES, (k + 1) * PART_PAGES).map((page) => pageSource(page)!),
    ...(k === 0 && keep ? { keep } : {}),
  });
  if (count === 1) return emit(await asked<KeyedFile[]>(worker, { ...part(0), whole: true }));
  let pending = asked<KeyedFile[]>(worker, part(0));
  for (let k = 1; k < count; k += 1) {
    const next = part(k);
    const files = await pending;
    pending = asked<KeyedFile[]>(worker, next);
    await emit(files);
  }
  await emit(await pending);
  const drain: SearchDrain = { drain: name };
  let drained = asked<SearchDrained>(worker, drain);
  for (;;) {
    const { files, done } = await drained;
    if (!done) drained = asked<SearchDrained>(worker, drain);
    await emit(files);
    if (done) return;
  }
}
