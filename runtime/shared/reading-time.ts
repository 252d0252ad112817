import type { ReadingTime } from './types.ts';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g;
export const WORDS_PER_MINUTE = 300;

/** Words in a text: each CJK character counts as one word, other words are runs of letters and digits. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return cjk + latin;
}

export function readingTime(text: string, wordsPerMinute = WORDS_PER_MINUTE): ReadingTime {
  const words = countWords(text);
  return { words, minutes: Math.round((words / wordsPerMinute) * 100) / 100 };
}

/** "Less than 1 minute" under a minute, otherwise "About N min" rounded; `$n` in the texts is the number. */
export function formatReadingTime(time: ReadingTime, texts: { lessThanOneMinute: string; aboutMinutes: string; aboutWords: string }) {
  const minutes = time.minutes < 1 ? texts.lessThanOneMinute : texts.aboutMinutes.replace('$n', String(Math.round(time.minutes)));
  return { minutes, words: texts.aboutWords.replace('$n', String(time.words)) };
}
