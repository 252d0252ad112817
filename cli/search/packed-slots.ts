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

  /**
   * A page's slots in this table's numbers, in the order of the Map (the order the index adds them in), or of a
   * file's copy, read straight from its strings.
   */
  pack(slots: TermSlots | StoredSlots): PackedSlots {
    if (Array.isArray(slots)) return this.pack(new Map(slots));
    if (!(slots instanceof Map)) return this.packStored(slots);
    const codes = new Uint32Array(slots.size);
    let i = 0;
    for (const [term, slot] of slots) codes[i++] = this.id(term) * RESOLUTION + slot;
    return new PackedSlots(this.terms, codes);
  }

  private packStored({ terms, slots }: { terms: string; slots: string }): PackedSlots {
    const codes = new Uint32Array(slots.length);
    if (!slots) return new PackedSlots(this.terms, codes);
    terms.split(TERM_SEPARATOR).forEach((term, i) => {
      codes[i] = this.id(term) * RESOLUTION + slots.charCodeAt(i) - SLOT_ZERO;
    });
    return new PackedSlots(this.terms, codes);
  }

  private id(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) this.ids.set(term, (id = this.terms.push(term) - 1));
    return id;
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

  /** Each term and its slot, in order, without a pair made for each as the iterator makes them. */
  forEach(visit: (term: string, slot: number) => void): void {
    for (const code of this.codes)
      visit(this.words[Math.floor(code / RESOLUTION)], code % RESOLUTION);
  }

  /** As the search memo's file keeps a page's slots (see StoredSlots). */
  toJSON(): StoredSlots {
    const terms: string[] = [];
    let slots = '';
    for (const [term, slot] of this) {
      if (term.includes(TERM_SEPARATOR)) return [...this];
      terms.push(term);
      slots += String.fromCharCode(SLOT_ZERO + slot);
    }
    return { terms: terms.join(TERM_SEPARATOR), slots };
  }
}

/**
 * A page's slots as a file keeps them: its terms in one string and their slots one character each (a digit while
 * slots are under 10), so reading the file back parses two strings a page rather than an array for every term. Terms
 * hold no space (runtime/search/tokenize.ts); a term that did would keep its page in [term, slot] pairs.
 */
export type StoredSlots = { terms: string; slots: string } | [string, number][];

const TERM_SEPARATOR = ' ';
const SLOT_ZERO = 48;
