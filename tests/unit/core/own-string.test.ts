import { describe, expect, it } from 'vitest';
import { ownString } from '../../../cli/core/own-string.ts';
import { retainedBytes } from '../../helpers/heap.ts';

describe('ownString', () => {
  it('keeps a cut of a long text without the text', () => {
    // 40 texts of 100 KB each; what is kept is 60 characters of each
    const { bytes, kept } = retainedBytes(() =>
      Array.from({ length: 40 }, (_, i) => {
        const text = `${i} ${'Before mounting a storage, sign in. '.repeat(3000)}`;
        return ownString(text.slice(0, 60));
      }),
    );
    expect((kept as string[])[7]).toBe(
      `7 ${'Before mounting a storage, sign in. '.repeat(2)}`.slice(0, 60),
    );
    expect(bytes).toBeLessThan(500_000);
  });

  it('copies every code unit, lone surrogates and escapes too', () => {
    for (const text of [
      './p1.md#%E5%AE%89',
      '挂载存储之前，请先确认网盘账号可以正常登录',
      'a\ud800b"\\\n\u2028 ✓ long enough',
    ])
      expect(ownString(`xx${text}`.slice(2))).toBe(text);
    expect(ownString('short')).toBe('short');
  });
});
