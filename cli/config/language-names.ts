/**
 * Each language's name in itself, for the languages docs sites are most often
 * translated into: the names ICU gives. ICU's language names take 20-35 ms to
 * load, on the main thread of every build of a bare folder with a locale folder
 * in it (`zh/` beside the root's pages); a folder named by another language
 * still asks ICU.
 */
const OWN_NAMES: Record<string, string> = {
  zh: '中文',
  'zh-CN': '中文（中国）',
  'zh-TW': '中文（台灣）',
  'zh-HK': '中文（中國香港特別行政區）',
  ja: '日本語',
  ko: '한국어',
  es: 'español',
  fr: 'français',
  de: 'Deutsch',
  pt: 'português',
  'pt-BR': 'português (Brasil)',
  ru: 'русский',
  it: 'italiano',
  nl: 'Nederlands',
  pl: 'polski',
  tr: 'Türkçe',
  uk: 'українська',
  vi: 'Tiếng Việt',
  id: 'Indonesia',
  th: 'ไทย',
  ar: 'العربية',
  fa: 'فارسی',
  he: 'עברית',
  hi: 'हिन्दी',
  cs: 'čeština',
  sv: 'svenska',
  da: 'dansk',
  fi: 'suomi',
  nb: 'norsk bokmål',
  hu: 'magyar',
  ro: 'română',
  el: 'Ελληνικά',
  bg: 'български',
  ms: 'Melayu',
};

/**
 * A language's name in that language: `zh` → 中文; a code ICU cannot read is its
 * own name.
 */
export function ownName(code: string): string {
  try {
    return OWN_NAMES[code] ?? new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

let english: Intl.DisplayNames | undefined;
/**
 * Whether a folder's name is a language code (`zh`, `pt-BR`) rather than a word
 * (`api`); English is the root's.
 */
export function isLanguage(name: string): boolean {
  if (name === 'en' || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(name)) return false;
  if (Object.hasOwn(OWN_NAMES, name)) return true;
  english ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  try {
    return english.of(name) !== undefined;
  } catch {
    return false;
  }
}
