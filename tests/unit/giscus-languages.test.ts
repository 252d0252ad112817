import { describe, expect, it } from 'vitest';
import { GISCUS_LANGUAGES, giscusLanguage } from '../../runtime/theme/giscus-languages.ts';

describe('giscusLanguage', () => {
  it('maps the 26 supported locales', () => {
    expect(Object.keys(GISCUS_LANGUAGES)).toHaveLength(26);
  });

  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['en-US', 'en'],
    ['ja-JP', 'ja'],
    ['pt-BR', 'pt'],
    ['de-CH', 'de'],
    ['uk-ua', 'uk'],
    ['sw-KE', 'en'],
    ['', 'en'],
  ])('%s → %s', (lang, code) => {
    expect(giscusLanguage(lang)).toBe(code);
  });
});
