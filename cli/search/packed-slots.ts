import { RESOLUTION } from '../../runtime/search/encoder.ts';

/** The slot (see SLOT in runtime/search/encoder.ts) of each of a page's terms. */
export type TermSlots = Map<string, number>;

/**
 * Terms by number, one table for every page the search worker reads: a page keeps numbers and its slots, not a
 * Map of its own copies of the words. On a synthetic site of 4,000 pages that was 6 KB a page, and more than half
 * of the worker's memory.
 */
export class TermTable {
  readonly terms: string[] = [];
  private ids = new Map<string, number>();

  /** A page's slots in this table's numbers, in the order of the Map (the order the index adds them in). */
  pack(slots: TermSlots): PackedSlots {
    const codes = new Uint32Array(slots.size);
    let i = 0;
    for (const [term, slot] of slots) {
      let id = this.ids.get(term);
      if (id === undefined) this.ids.set(term, (id = this.terms.push(term) - 1));
      codes[i++] = id * RESOLUTION + slot;
    }
    return new PackedSlots(this.terms, codes);
  }
}

/** One page's terms and slots over a TermTable's words, each as one number: the word's times RESOLUTION, plus the slot. */
export class PackedSlots {
  constructor(
    private readonly words: string[],
    private readonly codes: Uint32Array,
  ) {}

  *[Symbol.iterator](): IterableIterator<[term: string, slot: number]> {
    for (const code of this.codes)
      yield [this.words[Math.floor(code / RESOLUTION)], code % RESOLUTION];
  }

  /** As the search memo's file keeps a page's slots: [term, slot] pairs. */
  toJSON(): [string, number][] {
    return [...this];
  }
}
