/** The primary subtag of a language tag, lower case: `zh` of `zh-CN`. */
export const primaryLanguage = (tag: string): string => tag.toLowerCase().split('-')[0];

/** Whether two language tags name one language, regions aside (`en` and `en-US`). */
export const sameLanguage = (a: string, b: string): boolean =>
  primaryLanguage(a) === primaryLanguage(b);
