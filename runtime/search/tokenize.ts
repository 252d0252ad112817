// The one tokeniser of local search: the build indexes with it and the browser parses queries with it, so both
// sides always agree on what a term is. No DOM, no node:.

/** Han, kana: scripts written without spaces, indexed as character n-grams. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A run of CJK characters, or a run of other letters, marks and digits. Everything else separates terms. */
const RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{M}\p{N}])+/gu;

/** Longer "words" are hashes, tokens and base64 blobs nobody searches for. */
export const MAX_TERM_LENGTH = 32;

/** Words too common to narrow a search; left out of the index (a query may still type them as a prefix). */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in into is it its me my no of on or ' +
    'so than that the then there these this to was we were what when where which who why will with you your'
  ).split(' '),
);

/** Chinese function words and question words: a query keeps them only when nothing else is left. */
const CJK_STOP = new Set([
  '的',
  '了',
  '是',
  '在',
  '和',
  '与',
  '及',
  '或',
  '吗',
  '呢',
  '吧',
  '啊',
  '把',
  '被',
  '将',
  '也',
  '都',
  '就',
  '如何',
  '怎么',
  '怎样',
  '什么',
  '为什么',
  '哪里',
  '哪个',
  '可以',
  '一个',
  '这个',
  '那个',
  '我',
  '你',
  '我们',
  '如果',
]);

/** Full-width letters and digits become ASCII (NFKC), and case is folded. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export const isCjk = (char: string): boolean => CJK.test(char);

/** Splits normalised text into runs: `{ text: 'docker', cjk: false }`, `{ text: '阿里云盘', cjk: true }`. */
export function runs(normalized: string): { text: string; cjk: boolean }[] {
  return Array.from(normalized.matchAll(RUN), (m) => ({ text: m[0], cjk: isCjk(m[0][0]) }));
}

/** Every adjacent pair of characters; a single character stays itself. Finds a word whatever its segmentation. */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i] + chars[i + 1]);
  return out;
}

let segmenter: Intl.Segmenter | null | undefined;

function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('zh', { granularity: 'word' })
        : null;
  return segmenter;
}

/** Dictionary words of a CJK run by Intl.Segmenter (`zh`, `word`); without Segmenter, the run as one word. */
export function segmentWords(run: string): string[] {
  return segmentRuns([run])[0];
}

/**
 * Runs are segmented together up to about this many characters a call: each call costs ICU a fixed setup, which
 * on Chinese prose (runs of seven characters at the median, cut by punctuation) weighed as much as the words
 * themselves. Longer batches grew slower again.
 */
const SEGMENT_BATCH_CHARS = 200;

/**
 * The words of each CJK run, as segmentWords gives them for the run alone. Runs go to the segmenter joined by line
 * breaks, where a word always ends (Unicode's word-break rules break on both sides of one) and which no run holds,
 * so the words split back into their runs unchanged.
 */
export function segmentRuns(cjkRuns: string[]): string[][] {
  // making the segmenter costs ICU 20-30 ms: text without such runs (an English page) makes none
  if (!cjkRuns.length) return [];
  const words = wordSegmenter();
  if (!words) return cjkRuns.map((run) => [run]);
  const out: string[][] = [];
  for (let start = 0; start < cjkRuns.length;) {
    let end = start;
    for (let chars = 0; end < cjkRuns.length && chars < SEGMENT_BATCH_CHARS; end += 1)
      chars += cjkRuns[end].length + 1;
    let current: string[] = [];
    for (const { segment } of words.segment(cjkRuns.slice(start, end).join('\n'))) {
      if (segment !== '\n') current.push(segment);
      else {
        out.push(current);
        current = [];
      }
    }
    out.push(current);
    start = end;
  }
  return out;
}

/** Only runs of three or more CJK characters hold words their bigrams lack. */
const hasWords = (run: { text: string; cjk: boolean }) => run.cjk && run.text.length > 2;

/**
 * The terms of normalised text in the order they occur, as flexsearch's encoder emits them (see encoder.ts): Latin
 * words as they are (prefix matching replaces stemming); CJK runs as bigrams, plus the segmenter's words of three or
 * more characters, which bigrams alone would only approximate. Nothing is filtered: a query may type anything.
 */
export function termsOf(normalized: string): string[] {
  const all = runs(normalized);
  const segmented = segmentRuns(all.filter(hasWords).map((run) => run.text));
  let next = 0;
  const out: string[] = [];
  for (const run of all) {
    if (!run.cjk) {
      if (run.text.length <= MAX_TERM_LENGTH) out.push(run.text);
      continue;
    }
    out.push(...bigrams(run.text));
    if (hasWords(run))
      for (const word of segmented[next++]) if (Array.from(word).length > 2) out.push(word);
  }
  return out;
}

/** The terms of a text worth indexing, with how often each occurs: stop words and one-letter words are left out. */
export function indexTerms(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of termsOf(normalize(text))) {
    if (!isCjk(term[0]) && (term.length < 2 || STOP_WORDS.has(term))) continue;
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

/** One thing a query asks for. A page must satisfy every group that is not optional. */
export type QueryGroup =
  | { kind: 'word'; term: string; optional: boolean }
  /** A CJK word: all its bigrams must occur in one section; `text` is the word, for highlighting and a bonus. */
  | { kind: 'cjk'; text: string; grams: string[]; optional: boolean };

/**
 * Parses what the reader typed. CJK runs are split into words by the segmenter, then single characters it left
 * over are joined to their neighbours (the segmenter splits 挂载 into 挂|载 in some ICU versions), so each group is
 * a word matched through its bigrams.
 */
export function parseQuery(query: string): QueryGroup[] {
  const groups: QueryGroup[] = [];
  const all = runs(normalize(query));
  all.forEach((run, i) => {
    const last = i === all.length - 1;
    if (!run.cjk) {
      if (run.text.length > MAX_TERM_LENGTH) return;
      // a stop word that is still being typed may be the start of a real word ("to" → "token")
      const optional = STOP_WORDS.has(run.text) && !last;
      groups.push({ kind: 'word', term: run.text, optional });
      return;
    }
    for (const word of cjkWords(run.text))
      groups.push({ kind: 'cjk', text: word, grams: bigrams(word), optional: CJK_STOP.has(word) });
  });
  if (groups.length && groups.every((g) => g.optional)) for (const g of groups) g.optional = false;
  // a word typed twice is asked for once
  const seen = new Set<string>();
  return groups.filter((g) => {
    const key = `${g.kind}:${g.kind === 'word' ? g.term : g.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Segmenter words with stray single characters merged into a neighbour. */
function cjkWords(run: string): string[] {
  if (Array.from(run).length <= 2) return [run];
  const words: string[] = [];
  let single = '';
  const flush = () => {
    if (!single) return;
    // one lone character leans on the word before it (管理|员 → 管理员); several together form their own word
    if (
      Array.from(single).length === 1 &&
      words.length &&
      !CJK_STOP.has(words[words.length - 1]) &&
      !CJK_STOP.has(single)
    )
      words[words.length - 1] += single;
    else words.push(single);
    single = '';
  };
  for (const word of segmentWords(run)) {
    if (Array.from(word).length === 1 && !CJK_STOP.has(word)) {
      single += word;
      continue;
    }
    flush();
    words.push(word);
  }
  flush();
  // a leading lone character has no word before it: it leans on the next one instead
  if (words.length > 1 && Array.from(words[0]).length === 1 && !CJK_STOP.has(words[0]))
    words.splice(0, 2, words[0] + words[1]);
  return words;
}
