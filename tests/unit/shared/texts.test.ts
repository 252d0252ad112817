import { describe, expect, it } from 'vitest';
import { interfaceTexts, textsFor } from '../../../runtime/shared/texts/index.ts';

/** Every key path of a table, `theme.colorModeNames.dark` and so on. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, `${prefix}.${key}`));
}

describe('the interface texts', () => {
  it('are keyed the same in every language', () => {
    expect(keyPaths(interfaceTexts('zh'))).toEqual(keyPaths(interfaceTexts('en')));
  });

  it.each([
    ['en-US', 'Copy code'],
    ['zh-CN', '复制代码'],
    ['zh-TW', '复制代码'],
    ['zh', '复制代码'],
    ['fr', 'Copy code'],
  ])("for %s come from the tag's table, its language's, or English", (lang, copy) => {
    expect(textsFor(lang).copy).toBe(copy);
  });
});
