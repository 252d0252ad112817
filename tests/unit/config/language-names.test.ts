import { describe, expect, it } from 'vitest';
import { isLanguage, ownName } from '../../../cli/config/language-names.ts';

describe('language names of locale folders', () => {
  it('names each language in itself as ICU does, from the table or from ICU', () => {
    for (const code of ['zh', 'zh-TW', 'ja', 'pt-BR', 'de', 'sw', 'ka', 'eo']) {
      expect(ownName(code)).toBe(new Intl.DisplayNames([code], { type: 'language' }).of(code));
    }
  });

  it('takes language codes for languages and words for words, English being the root', () => {
    expect(['zh', 'pt-BR', 'ja', 'sw', 'ka'].filter(isLanguage)).toEqual([
      'zh',
      'pt-BR',
      'ja',
      'sw',
      'ka',
    ]);
    expect(['en', 'api', 'guide', 'xx', 'zh_CN', 'ZH'].filter(isLanguage)).toEqual([]);
  });
});
