import { createIndex, RESOLUTION, SLOT, type TermKind } from '../../runtime/search/encoder.ts';
import { kindOf, shardOf } from '../../runtime/search/format.ts';
import { indexTerms } from '../../runtime/search/tokenize.ts';
import type { SearchSource } from './collect.ts';

/** A term shard as flexsearch exported it: [key, JSON] per part. */
export type ExportedShard = [key: string, json: string][];

/** Per page, the slot (see SLOT) of each of its terms. */
function pageSlots(source: SearchSource): Map<string, number>[] {
  const prose = source.pages.map(() => new Map<string, number>());
  const code = source.pages.map(() => new Set<string>());
  const named = source.pages.map((page) => new Set(indexTerms(page.title).keys()));
  for (const s of source.sections) {
    for (const [term, count] of indexTerms(s.text)) prose[s.page].set(term, (prose[s.page].get(term) ?? 0) + count);
    for (const term of indexTerms(s.code).keys()) code[s.page].add(term);
    for (const term of indexTerms(s.heading).keys()) named[s.page].add(term);
  }
  return source.pages.map((_, i) => {
    const slots = new Map<string, number>();
    for (const term of code[i]) slots.set(term, SLOT.code);
    // a word found only in a title or a heading still belongs to the page, so a query holding it finds the page
    for (const term of named[i]) slots.set(term, SLOT.once);
    for (const [term, count] of prose[i]) slots.set(term, count >= 4 ? SLOT.many : count > 1 ? SLOT.often : SLOT.once);
    return slots;
  });
}

/**
 * Every page's terms in flexsearch indexes, one per kind of term and shard, exported with flexsearch's export.
 * Each page is added with its terms best slot first, so a Latin prefix shared by several of its words takes the
 * best of their slots (flexsearch keeps the first it meets).
 *
 * Measured on this site (gzipped, terms only, en / zh): every term through one `forward` index, 118 / 282 KB; CJK
 * bigrams `strict`, 125 / 257 KB with 6 slots, 112 / 238 KB with 3, 87 / 206 KB with 1 (no ranking left); Latin
 * words `strict` as well (no prefix matching), 70 / 230 KB. Four slots it is; see the bench for the current figures. The export's `reg` part (the page ids) is left
 * out: search never reads it, and it cost 5 KB per locale. Shard count hardly changes the total (4 or 8 shards:
 * 111 / 112 KB), only what a first query loads.
 */
export function buildTermShards(source: SearchSource, shardChars: number): Record<TermKind, ExportedShard[]> {
  const slots = pageSlots(source);
  const counts = shardCounts(slots, shardChars);
  const out = {} as Record<TermKind, ExportedShard[]>;
  for (const kind of ['latin', 'cjk'] as const) {
    out[kind] = Array.from({ length: counts[kind] }, (_, shard) => {
      const inShard = (term: string) => kindOf(term) === kind && shardOf(term, counts[kind]) === shard;
      let current = new Map<string, number>();
      const index = createIndex(kind, { keep: (term) => current.has(term), score: (term) => current.get(term) ?? RESOLUTION - 1 });
      slots.forEach((all, page) => {
        current = new Map([...all].filter(([term]) => inShard(term)));
        if (current.size) index.add(page, [...current].sort((a, b) => a[1] - b[1]).map(([term]) => term).join(' '));
      });
      const parts: ExportedShard = [];
      void index.export((key: string, json: string) => { if (!key.endsWith('reg')) parts.push([key, json]); });
      return parts;
    });
  }
  return out;
}

/** Shards per kind: about `chars` characters of (term, page) pairs each, counted before prefixes are added. */
function shardCounts(slots: Map<string, number>[], chars: number): Record<TermKind, number> {
  const size = { latin: 0, cjk: 0 };
  for (const page of slots) for (const term of page.keys()) size[kindOf(term)] += term.length + 4;
  return { latin: Math.max(1, Math.ceil(size.latin / chars)), cjk: Math.max(1, Math.ceil(size.cjk / chars)) };
}
