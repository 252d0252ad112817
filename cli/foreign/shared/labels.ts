import type { LocaleTexts } from '../../../runtime/shared/types.ts';
import { pathIn, trimmedText, type Literal } from './literals.ts';

/** The interface words a config can replace with one line of text. */
type TextName = {
  [K in keyof LocaleTexts]: LocaleTexts[K] extends string ? K : never;
}[keyof LocaleTexts];

/**
 * Where a tool's config writes one of our interface words: for each word, the
 * paths of its options, the first written out winning. `notFoundHints` takes a
 * list of texts, or one text.
 */
export type LabelTable = Partial<Record<TextName | 'notFoundHints', string[][]>>;

/**
 * The words of `table` that `sources` write out as text, the first source
 * winning (a locale's own settings before the site's). What code makes, or a
 * value of another shape, is left to the language's own word.
 */
export function readLabels(
  sources: (Literal | undefined)[],
  table: LabelTable,
): Partial<LocaleTexts> {
  const texts: Partial<Record<string, string | string[]>> = {};
  for (const [name, paths] of Object.entries(table) as [keyof LabelTable, string[][]][]) {
    for (const source of sources) {
      const found = paths.map((keys) => wordsAt(pathIn(source, ...keys), name)).find(Boolean);
      if (found) {
        texts[name] = found;
        break;
      }
    }
  }
  return texts as Partial<LocaleTexts>;
}

function wordsAt(value: Literal | undefined, name: string): string | string[] | undefined {
  if (name !== 'notFoundHints') return trimmedText(value);
  const list = Array.isArray(value) ? value : [value];
  const hints = list.map(trimmedText).filter((hint): hint is string => hint !== undefined);
  return hints.length && hints.length === list.length ? hints : undefined;
}
