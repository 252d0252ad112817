/**
 * The locale a reader's browser languages point to, when it is not the one shown: the first preferred language
 * that some locale serves (`zh-TW` matches `zh-CN` by its primary tag), else null.
 */
export function preferredLocale(
  languages: readonly string[],
  locales: { prefix: string; lang: string }[],
  current: string,
): string | null {
  for (const language of languages) {
    const wanted = language.toLowerCase();
    const exact = locales.find((l) => l.lang.toLowerCase() === wanted);
    const primary = locales.find(
      (l) => l.lang.toLowerCase().split('-')[0] === wanted.split('-')[0],
    );
    const match = exact ?? primary;
    if (match) return match.prefix === current ? null : match.prefix;
  }
  return null;
}
