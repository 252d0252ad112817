import type { ReadingTime } from './types.ts';

export const WORDS_PER_MINUTE = 300;
const CJK = '[\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af]';
/** A CJK character, or a run of other letters and digits (with inner apostrophes, hyphens and underscores). */
const WORD = new RegExp(
  `${CJK}|(?:(?!${CJK})[\\p{L}\\p{N}])(?:(?!${CJK})[\\p{L}\\p{N}'’_-])*`,
  'gu',
);

/** Words in a text: each CJK character counts as one word, other words are runs of letters and digits. */
export function countWords(text: string): number {
  // counted one match at a time: a page of one 5 MB token must not become an array of millions of strings
  let count = 0;
  for (WORD.lastIndex = 0; WORD.exec(text);) count += 1;
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
