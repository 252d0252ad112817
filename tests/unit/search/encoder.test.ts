import { describe, expect, it } from 'vitest';
import {
  createEncoder,
  createIndex,
  SLOT,
  type TermKind,
} from '../../../runtime/search/encoder.ts';

/** Builds an index, exports it with flexsearch's export and imports it into a fresh one, as the browser does. */
function roundTrip(kind: TermKind, pages: [id: number, text: string, slot?: number][]) {
  const built = createIndex(kind, { score: () => SLOT.once });
  for (const [id, text] of pages) built.add(id, text);
  const parts: [string, string][] = [];
  void built.export((key: string, json: string) => {
    parts.push([key, json]);
  });
  const loaded = createIndex(kind);
  for (const [key, json] of parts) loaded.import(key, JSON.parse(json) as never);
  return (query: string) => loaded.search(query) as number[];
}

describe('flexsearch encoder', () => {
  it('emits our terms: folded, numbers and doubled letters kept whole, CJK as bigrams', () => {
    const encoder = createEncoder();
    expect(encoder.encode('Ｄｏｃｋｅｒ port 12345 Mirrors')).toEqual([
      'docker',
      'port',
      '12345',
      'mirrors',
    ]);
    expect(encoder.encode('挂载存储')).toEqual(['挂载', '载存', '存储']);
  });

  it('leaves out the terms `keep` refuses', () => {
    expect(createEncoder((term) => term !== 'port').encode('docker port')).toEqual(['docker']);
  });

  it('finds Latin words by any prefix after export and import', () => {
    const search = roundTrip('latin', [
      [0, 'installing docker'],
      [1, 'install guide'],
      [2, 'webdav'],
    ]);
    expect(search('instal').sort()).toEqual([0, 1]);
    expect(search('docker')).toEqual([0]);
    expect(search('xyz')).toEqual([]);
  });

  it('matches CJK bigrams whole, not by their first character', () => {
    const search = roundTrip('cjk', [
      [0, '挂载 载存 存储'],
      [1, '存储'],
    ]);
    expect(search('存储').sort()).toEqual([0, 1]);
    expect(search('挂载')).toEqual([0]);
    expect(search('挂')).toEqual([]);
  });
});
