// A thread of its own for the search index: it reads each page's terms as the page compiles, and makes the index
// files while the main thread renders the pages, from each locale's pages sent in parts (locale-parts.ts).
import { parentPort } from 'node:worker_threads';
import { localeIndex } from './build-index.ts';
import type {
  KeptSearchPage,
  KeptSearchPages,
  SearchEnd,
  SearchPage,
  SearchPrepare,
  SearchStart,
} from './index-aside.ts';
import type { IndexFile, LocaleIndex } from './locale-index.ts';
import { keepLocale, type KeyedFile, type LocaleKeep } from './kept-locale.ts';
import type { SearchDrain, SearchDrained, SearchPart } from './locale-parts.ts';
import { LocaleMemos } from './search-memo.ts';
import { SlotsReadAhead } from './term-index.ts';
import { contentKey } from '../write/content-key.ts';

/** Characters of files a drained reply carries at most (one shard may exceed it): a few MB, whatever the site. */
const DRAIN_CHARS = 4 * 1024 * 1024;

let memos: LocaleMemos | undefined;
/** Pages read ahead, by locale: each locale's memo is read only when one of its pages comes. */
const aheads = new Map<string, SlotsReadAhead>();
const aheadOf = (locale: string) => {
  let ahead = aheads.get(locale);
  if (!ahead) aheads.set(locale, (ahead = new SlotsReadAhead(memos?.of(locale))));
  return ahead;
};
/** Locales prepared (their memo read); the pages kept from the last build of the others, until they are. */
const prepared = new Set<string>();
const keptPages = new Map<string, [route: string, digest: string][]>();

function keepPage({ kept: route, locale, digest }: KeptSearchPage): void {
  memos?.of(locale).keepPage(route);
  if (!memos) return;
  if (prepared.has(locale)) return aheadOf(locale).keep(route, digest);
  const pages = keptPages.get(locale);
  if (pages) pages.push([route, digest]);
  else keptPages.set(locale, [[route, digest]]);
}

/** A locale some of whose pages compile: its memo read, and the slots of its kept pages packed, meanwhile. */
function prepare(locale: string): void {
  if (!memos) return;
  memos.of(locale).read();
  prepared.add(locale);
  const ahead = aheadOf(locale);
  for (const [route, digest] of keptPages.get(locale) ?? []) ahead.keep(route, digest);
  keptPages.delete(locale);
}

let index: LocaleIndex | undefined;
let rest: Iterator<IndexFile> | undefined;
/** The locale's files so far, when its index is kept for the next build (SearchPart `keep`). */
let keeping: { keep: LocaleKeep; manifest: string; files: KeyedFile[] } | undefined;

/** The locale's next files, up to `limit` characters; done once the manifest is among them. */
function drain(limit = DRAIN_CHARS): { files: IndexFile[]; done: boolean } {
  rest ??= index!.finish();
  const files: IndexFile[] = [];
  let chars = 0;
  while (chars < limit) {
    const next = rest.next();
    if (next.done) {
      index = rest = undefined;
      return { files, done: true };
    }
    files.push(next.value);
    chars += next.value[1].length;
  }
  return { files, done: false };
}

/** Files handed over with their content keys: the main thread then hashes none it already holds. */
function keyed(files: IndexFile[]): KeyedFile[] {
  const out = files.map(([file, contents]): KeyedFile => [file, contents, contentKey(contents)]);
  keeping?.files.push(...out);
  return out;
}

/** Once the locale's last file is handed over: its index kept for the next build, off the main thread. */
function keepDone(): void {
  if (keeping) keepLocale(keeping.keep, keeping.manifest, keeping.files);
  keeping = undefined;
}

type Message =
  SearchPart | SearchDrain | SearchPage | KeptSearchPages | SearchPrepare | SearchStart | SearchEnd;

// where to keep its work, then pages (no reply) as they compile, then each locale in parts, in turn, then the end
parentPort!.on('message', (message: Message) => {
  if ('memoDir' in message)
    return void (memos = message.memoDir ? new LocaleMemos(message.memoDir) : undefined);
  if ('page' in message) return void aheadOf(message.locale).add(message.page);
  if ('keptPages' in message) return message.keptPages.forEach(keepPage);
  if ('prepare' in message) return prepare(message.prepare);
  if ('end' in message) {
    memos?.save();
    return parentPort!.close();
  }
  if ('drain' in message) {
    const { files, done } = drain();
    parentPort!.postMessage({ files: keyed(files), done } satisfies SearchDrained);
    if (done) keepDone();
    return;
  }
  if (message.first) {
    index = localeIndex(message.name, message.manifest, {
      known: aheadOf(message.name).known,
      memo: memos?.of(message.name),
    });
    const { keep, manifest } = message;
    keeping = keep && { keep, manifest, files: [] };
  }
  const files = index!.add(message.pages);
  if (message.whole) files.push(...drain(Infinity).files);
  parentPort!.postMessage(keyed(files));
  if (message.whole) keepDone();
});
