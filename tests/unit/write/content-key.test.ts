import { describe, expect, it } from 'vitest';
import { contentKey, contentKeyOf } from '../../../cli/write/content-key.ts';

// The search worker keys its files from their strings; the output keys what it writes from their bytes. A file the
// output holds is kept only when the two agree.
describe('content keys', () => {
  it('give a string the key of its UTF-8 bytes, whatever characters it holds', () => {
    for (const text of ['{"a":1}', '挂载存储 — “quoted”', 'emoji 🚀', 'lone \ud800 surrogate', ''])
      expect(contentKeyOf(text)).toBe(contentKey(Buffer.from(text)));
  });
});
