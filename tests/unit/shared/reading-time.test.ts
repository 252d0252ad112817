import { describe, expect, it } from 'vitest';
import { countWords, readingTime } from '../../../runtime/shared/reading-time.ts';

const CJK = '[\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af]';
/** The rule as one regular expression: the counter must agree with it on any text. */
const WORD = new RegExp(
  `${CJK}|(?:(?!${CJK})[\\p{L}\\p{N}])(?:(?!${CJK})[\\p{L}\\p{N}'’_-])*`,
  'gu',
);
const byRule = (text: string) => text.match(WORD)?.length ?? 0;

describe('countWords', () => {
  it.each([
    ['', 0],
    ['Hello world', 2],
    ["it's don’t x-y_z", 3],
    ['-a a- _ - ’', 2],
    ['中文字', 3],
    ['字abc字', 3],
    ['Java 中的 HashMap 是线程不安全的', 11],
    ['カタカナ ｶﾀｶﾅ 한국어', 8],
    ['12 v3 ½ ²', 4],
    ['𠀀𠀁 𝟘x', 2],
    ['\ud800x\udc00', 1],
    ['a\r\nb\tc', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
    expect(byRule(text)).toBe(words);
  });

  it('agrees with the rule on mixed text', () => {
    const pieces = [
      'a',
      'Z',
      'é',
      '中',
      'ア',
      '한',
      ' ',
      '-',
      "'",
      '’',
      '_',
      '.',
      '9',
      '𠀀',
      '\ud800',
      '\n',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: next() % 40 }, () => pieces[next() % pieces.length]).join(
        '',
      );
      expect(countWords(text), JSON.stringify(text)).toBe(byRule(text));
    }
  });

  it('reads a long token without building a list of matches', () => {
    expect(countWords('x'.repeat(5_000_000))).toBe(1);
    expect(readingTime('中'.repeat(600))).toEqual({ words: 600, minutes: 2 });
  });
});
