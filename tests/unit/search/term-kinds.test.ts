import { describe, expect, it, vi } from 'vitest';
import * as format from '../../../runtime/search/format.ts';
import { TermTable } from '../../../cli/search/packed-slots.ts';
import { termShards } from '../../../cli/search/term-index.ts';

vi.mock('../../../runtime/search/format.ts', async (load) => {
  const actual = await load<typeof format>();
  return { ...actual, kindOf: vi.fn(actual.kindOf) };
});

// Every page's terms are placed in shards twice (counted, then split); a term's kind follows from its first
// character alone, so it is told once a character rather than for every term on every page.
describe('term shards', () => {
  it("tell a term's kind once for each first character, whatever the pages", () => {
    const table = new TermTable();
    const page = (terms: string[]) => table.pack(new Map(terms.map((term) => [term, 1])));
    const pages = [
      page(['mount', 'mounted', 'storage']),
      page(['mount', '挂载', '存储']),
      page(['store']),
    ];
    const shards = [...termShards(pages, 10)];
    expect(shards.map((s) => s.kind)).toContain('cjk');
    // first characters m, s, 挂 and 存, over 8 terms placed twice
    expect(vi.mocked(format.kindOf)).toHaveBeenCalledTimes(4);
  });
});
