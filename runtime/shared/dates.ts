/**
 * A date as text in a language, through one Intl.DateTimeFormat per language and options: `toLocaleString` makes a
 * new formatter at each call, and the server renders a date on every page. The text is the same as `toLocaleString(lang, options)`.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(
  date: Date,
  lang: string,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const key = `${lang}\0${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(lang, options)));
  return formatter.format(date);
}
