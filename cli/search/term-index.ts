import { sha } from '../core/content-hash.ts';
import { createIndex, RESOLUTION, SLOT, type TermKind } from '../../runtime/search/encoder.ts';
import { kindOf, shardOf } from '../../runtime/search/format.ts';
import { indexTerms } from '../../runtime/search/tokenize.ts';
import type { SourceSection } from './collect.ts';
import { TermTable, type PackedSlots, type StoredSlots, type TermSlots } from './packed-slots.ts';

/** A term shard as flexsearch exported it: [key, JSON] per part. */
export type ExportedShard = [key: string, json: string][];

export type { TermSlots };
type SlotSection = Pick<SourceSection, 'heading' | 'text' | 'code'>;

/** Work of earlier builds that reading terms and exporting shards may reuse (search-memo.ts keeps it). */
export interface TermMemo {
  /** `pack` puts slots kept from an earlier build in this run's table. */
  slots(
    route: string,
    input: string,
    make: () => PackedSlots,
    pack: (slots: TermSlots | StoredSlots) => PackedSlots,
  ): PackedSlots;
  /** The slots an earlier build kept for the page, if any, without reading it anew. */
  storedSlots(
    route: string,
    input: string,
    pack: (slots: TermSlots | StoredSlots) => PackedSlots,
  ): PackedSlots | undefined;
  shard(locale: string, content: string, make: () => ExportedShard): ExportedShard;
}

/** A page's slots, reused when its title and sections are these (the search worker reads pages as they compile). */
export type KnownSlots = (route: string, input: string) => PackedSlots | undefined;

/** A page as its slots are read: `digest`, when given, stands for everything they follow from (collect.ts). */
interface SlotPage {
  route: string;
  title: string;
  sections: SlotSection[];
  digest?: string;
}

/**
 * What a page's slots follow from, to tell slots read ahead or kept from a page that changed since: the page's
 * digest when it came with one (made as it compiled, a line), else its title and sections' text: making every page's
 * text into one string and hashing it would cost the worker about 18 ms for this repository's English pages.
 */
export const slotsInput = ({ title, sections, digest }: Omit<SlotPage, 'route'>): string =>
  digest ?? JSON.stringify([title, sections.map((s) => [s.heading, s.text, s.code])]);

/**
 * Pages' slots read as the pages arrive, each kept with a hash of what it was read from: a page changed since is
 * read again. A hash rather than the text, which would keep every page's words on this thread until the index is
 * made (tens of megabytes on a site of 20,000 pages).
 */
export class SlotsReadAhead {
  private pages = new Map<string, { input: string; slots: PackedSlots }>();
  private table = new TermTable();

  /** `memo`: the slots of earlier builds, for pages read with the same text. */
  constructor(private readonly memo?: TermMemo) {}

  add(page: SlotPage): void {
    const { route, title, sections } = page;
    const input = slotsInput(page);
    const pack = (slots: TermSlots | StoredSlots) => this.table.pack(slots);
    const read = () => pack(termSlots(title, sections));
    this.pages.set(route, {
      input: sha(input),
      slots: this.memo ? this.memo.slots(route, input, read, pack) : read(),
    });
  }

  /**
   * A page kept from the last build, known by its digest (collect.ts pageDigest): its slots are packed from the
   * memo now, while the worker waits for the edited pages to compile, rather than once the locale's index is being
   * made (about 20 ms for this repository's English pages). Left to the index when the memo has none.
   */
  keep(route: string, digest: string): void {
    const slots = this.memo?.storedSlots(route, digest, (stored) => this.table.pack(stored));
    if (slots) this.pages.set(route, { input: sha(digest), slots });
  }

  readonly known: KnownSlots = (route, input) => {
    const page = this.pages.get(route);
    return page && page.input === sha(input) ? page.slots : undefined;
  };
}

/** One page's terms, each in the best slot it earns. */
export function termSlots(title: string, sections: SlotSection[]): TermSlots {
  const prose = new Map<string, number>();
  const code = new Set<string>();
  const named = new Set(indexTerms(title).keys());
  for (const s of sections) {
    for (const [term, count] of indexTerms(s.text)) prose.set(term, (prose.get(term) ?? 0) + count);
    for (const term of indexTerms(s.code).keys()) code.add(term);
    for (const term of indexTerms(s.heading).keys()) named.add(term);
  }
  const slots: TermSlots = new Map();
  for (const term of code) slots.set(term, SLOT.code);
  // a word found only in a title or a heading still belongs to the page, so a query holding it finds the page
  for (const term of named) slots.set(term, SLOT.once);
  for (const [term, count] of prose)
    slots.set(term, count >= 4 ? SLOT.many : count > 1 ? SLOT.often : SLOT.once);
  return slots;
}

/**
 * One page's slots: read ahead where `known` has them for the same text, else kept by `memo` (a page the build
 * kept is not read ahead), else read now into `table`.
 */
export function slotsOfPage(
  page: SlotPage,
  table: TermTable,
  known?: KnownSlots,
  memo?: TermMemo,
): PackedSlots {
  const { route, title, sections } = page;
  const input = slotsInput(page);
  const ahead = known?.(route, input);
  if (ahead) return ahead;
  const pack = (slots: TermSlots | StoredSlots) => table.pack(slots);
  const read = () => pack(termSlots(title, sections));
  return memo ? memo.slots(route, input, read, pack) : read();
}

/**
 * The term shards of pages' `slots` in flexsearch indexes, one per kind of term and shard, yielded one at a time,
 * Latin before CJK: each is exported only when asked for, so no more than one shard's flexsearch index and export
 * is held at once. Each page is added with its terms best slot first, so a Latin prefix shared by several of its
 * words takes the best of their slots (flexsearch keeps the first it meets).
 *
 * Four slots for CJK bigrams: one leaves no ranking, more make the index larger for little (see the bench for the
 * figures); Latin words `strict` would lose prefix matching. The export's `reg` part (the page ids) is left out:
 * search never reads it. Shard count hardly changes the total, only what a first query loads.
 */
export function* termShards(
  slots: PackedSlots[],
  shardChars: number,
  { memo, locale = '' }: { memo?: TermMemo; locale?: string } = {},
): Generator<{ kind: TermKind; parts: ExportedShard }> {
  const shards = splitIntoShards(slots, shardCounts(slots, shardChars));
  for (const kind of ['latin', 'cjk'] as const) {
    for (const shard of shards[kind]) {
      const make = () => exportShard(kind, shardPages(shard));
      if (!memo) yield { kind, parts: make() };
      else yield { kind, parts: memo.shard(locale, shardContent(kind, shard), make) };
    }
  }
}

/**
 * Everything a shard's export follows from (its kind, and each page's terms with their slots, in order), as the
 * memo's key: made from the flat arrays, so a shard the memo keeps is never laid out page by page.
 */
const shardContent = (kind: TermKind, { pages, starts, terms, slots }: FlatShard): string =>
  JSON.stringify([kind, pages, starts, terms, slots]);

/** One shard's pages (their ids and terms with slots) in a flexsearch index, as its export writes it. */
function exportShard(
  kind: TermKind,
  pages: { page: number; terms: Map<string, number> }[],
): ExportedShard {
  let current = new Map<string, number>();
  const index = createIndex(kind, {
    keep: (term) => current.has(term),
    score: (term) => current.get(term) ?? RESOLUTION - 1,
  });
  for (const { page, terms } of pages) {
    current = terms;
    index.add(
      page,
      [...terms]
        .sort((a, b) => a[1] - b[1])
        .map(([term]) => term)
        .join(' '),
    );
  }
  const parts: ExportedShard = [];
  void index.export((key: string, json: string) => {
    if (!key.endsWith('reg')) parts.push([key, json]);
  });
  return parts;
}

/**
 * A shard's pages (in page order) and their terms in it, laid flat: page k's terms are `terms[starts[k]]` up to
 * the next page's start. A Map per page and shard held every page's terms a second time, in small Maps that cost
 * more than the terms themselves; one shard at a time is made into those Maps, as it is exported.
 */
interface FlatShard {
  pages: number[];
  starts: number[];
  terms: string[];
  slots: number[];
}

function shardPages({ pages, starts, terms, slots }: FlatShard) {
  return pages.map((page, k) => {
    const map = new Map<string, number>();
    const end = k + 1 < starts.length ? starts[k + 1] : terms.length;
    for (let i = starts[k]; i < end; i += 1) map.set(terms[i], slots[i]);
    return { page, terms: map };
  });
}

/**
 * Each shard's pages with their terms that fall in it, from one pass over every term. Filtering every page's terms
 * once per shard instead grows with pages × shards.
 */
function splitIntoShards(
  slots: PackedSlots[],
  counts: Record<TermKind, number>,
): Record<TermKind, FlatShard[]> {
  const flat = (): FlatShard => ({ pages: [], starts: [], terms: [], slots: [] });
  const shards = {
    latin: Array.from({ length: counts.latin }, flat),
    cjk: Array.from({ length: counts.cjk }, flat),
  };
  slots.forEach((all, page) =>
    all.forEach((term, slot) => {
      const kind = kindOfTerm(term);
      const shard = shards[kind][shardOf(term, counts[kind])];
      if (shard.pages[shard.pages.length - 1] !== page) {
        shard.pages.push(page);
        shard.starts.push(shard.terms.length);
      }
      shard.terms.push(term);
      shard.slots.push(slot);
    }),
  );
  return shards;
}

/**
 * A term's kind by its first code point, which alone decides it (format.ts kindOf), told once a point: every
 * page's terms are placed twice, and testing the point against the CJK scripts each time would be most of that work.
 */
const kindsByPoint = new Map<number, TermKind>();
function kindOfTerm(term: string): TermKind {
  const point = term.codePointAt(0)!;
  let kind = kindsByPoint.get(point);
  if (kind === undefined) kindsByPoint.set(point, (kind = kindOf(term)));
  return kind;
}

/** Shards per kind: about `chars` characters of (term, page) pairs each, counted before prefixes are added. */
function shardCounts(slots: PackedSlots[], chars: number): Record<TermKind, number> {
  const size = { latin: 0, cjk: 0 };
  for (const page of slots) page.forEach((term) => (size[kindOfTerm(term)] += term.length + 4));
  return {
    latin: Math.max(1, Math.ceil(size.latin / chars)),
    cjk: Math.max(1, Math.ceil(size.cjk / chars)),
  };
}
