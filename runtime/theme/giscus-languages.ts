// Site locales onto Giscus's interface languages: the 26 locales the theme supports for comments, each to the
// code Giscus names its translation by. Another locale uses the entry of its language, then English.
export const GISCUS_LANGUAGES: Readonly<Record<string, string>> = {
  'en-US': 'en',
  'en-GB': 'en',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  'de-DE': 'de',
  'de-AT': 'de',
  'fr-FR': 'fr',
  'es-ES': 'es',
  'it-IT': 'it',
  'pt-BR': 'pt',
  'pt-PT': 'pt',
  'nl-NL': 'nl',
  'pl-PL': 'pl',
  'cs-CZ': 'cs',
  'hu-HU': 'hu',
  'ro-RO': 'ro',
  'ru-RU': 'ru',
  'uk-UA': 'uk',
  'tr-TR': 'tr',
  'ar-SA': 'ar',
  'he-IL': 'he',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
  'vi-VN': 'vi',
  'th-TH': 'th',
  'id-ID': 'id',
};

export function giscusLanguage(lang: string): string {
  const exact = Object.keys(GISCUS_LANGUAGES).find(
    (locale) => locale.toLowerCase() === lang.toLowerCase(),
  );
  if (exact) return GISCUS_LANGUAGES[exact];
  const language = lang.split('-')[0].toLowerCase();
  // Chinese without a region is read as simplified, the script most sites that write just "zh" use
  const sameLanguage = Object.keys(GISCUS_LANGUAGES).find(
    (locale) => locale.split('-')[0].toLowerCase() === language,
  );
  return sameLanguage ? GISCUS_LANGUAGES[sameLanguage] : 'en';
}
