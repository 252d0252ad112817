import type { ReadingTime } from './types.ts';

export const WORDS_PER_MINUTE = 300;
/** Han, kana, hangul and their compatibility forms: each character is a word. */
const isCjk = (code: number) =>
  (code >= 0x3040 && code <= 0x30ff) ||
  (code >= 0x3400 && code <= 0x4dbf) ||
  (code >= 0x4e00 && code <= 0x9fff) ||
  (code >= 0xf900 && code <= 0xfaff) ||
  (code >= 0xac00 && code <= 0xd7af);
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
/** Inside a word, these join letters: `don't`, `x-y_z`. */
const JOINERS = new Set([0x27, 0x2019, 0x5f, 0x2d]);

const enum Kind {
  Unknown,
  Other,
  Cjk,
  Letter,
  Joiner,
}
/**
 * The kind of each UTF-16 unit, classified once on first sight: a Unicode test
 * per character is what made counting cost more than the page's other text work.
 */
let kinds: Uint8Array | undefined;

function kindOf(code: number): Kind {
  kinds ??= new Uint8Array(0x10000);
  const known = kinds[code] as Kind;
  if (known !== Kind.Unknown) return known;
  const kind = isCjk(code)
    ? Kind.Cjk
    : LETTER_OR_DIGIT.test(String.fromCharCode(code))
      ? Kind.Letter
      : JOINERS.has(code)
        ? Kind.Joiner
        : Kind.Other;
  kinds[code] = kind;
  return kind;
}

/** A character beyond the BMP (a surrogate pair) is a letter or nothing: no CJK range reaches there. */
const astralKind = (high: number, low: number) =>
  LETTER_OR_DIGIT.test(String.fromCharCode(high, low)) ? Kind.Letter : Kind.Other;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Words in a text: each CJK character counts as one word, other words are runs
 * of letters and digits (with inner apostrophes, hyphens and underscores).
 */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let kind: Kind;
    if (isHigh(code) && isLow(text.charCodeAt(i + 1)))
      kind = astralKind(code, text.charCodeAt(++i));
    else kind = kindOf(code);
    if (kind === Kind.Letter) {
      if (!inWord) count += 1;
      inWord = true;
    } else if (kind === Kind.Cjk) {
      count += 1;
      inWord = false;
    } else if (kind === Kind.Other) inWord = false;
  }
  return count;
}

export function readingTime(text: string, wordsPerMinute = WORDS_PER_MINUTE): ReadingTime {
  const words = countWords(text);
  return { words, minutes: Math.round((words / wordsPerMinute) * 100) / 100 };
}

/** "Less than 1 minute" under a minute, otherwise "About N min" rounded; `$n` in the texts is the number. */
export function formatReadingTime(
  time: ReadingTime,
  texts: { lessThanOneMinute: string; aboutMinutes: string; aboutWords: string },
) {
  const minutes =
    time.minutes < 1
      ? texts.lessThanOneMinute
      : texts.aboutMinutes.replace('$n', String(Math.round(time.minutes)));
  return { minutes, words: texts.aboutWords.replace('$n', String(time.words)) };
}
