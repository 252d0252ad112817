// Compact encodings of the term shards, shared by the writer and the reader.
//
// Numbers are written in base 32, most significant digit first: digits that continue a number take characters
// from CONTINUE, the last digit one from LAST. Posting lists become short strings that are decoded only when a
// query touches their term (a JSON array of numbers is twice the size and is parsed whole up front).

const CONTINUE = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const LAST = 'WXYZabcdefghijklmnopqrstuvwxyz-_';
/** Character code → digit, plus 32 when the character ends a number. */
const DIGIT = new Uint8Array(128);
for (let i = 0; i < 32; i += 1) { DIGIT[CONTINUE.charCodeAt(i)] = i; DIGIT[LAST.charCodeAt(i)] = i + 32; }

/**
 * How strongly a page uses a term, in two bits: 0 only in code blocks, 1 once in prose, 2 two or three times,
 * 3 four times or more. Titles and headings are matched from the manifest, so postings need not say so.
 */
export function termStrength(proseCount: number, inCode: boolean): number {
  if (proseCount <= 0) return inCode ? 0 : 1;
  return proseCount === 1 ? 1 : proseCount < 4 ? 2 : 3;
}

function writeNumber(value: number, out: string[]) {
  const digits: number[] = [];
  let v = value;
  do { digits.push(v % 32); v = Math.floor(v / 32); } while (v > 0);
  for (let i = digits.length - 1; i > 0; i -= 1) out.push(CONTINUE[digits[i]]);
  out.push(LAST[digits[0]]);
}

/** Postings sorted by page: each is one number, the gap from the previous page times four plus the strength. */
export function encodePostings(postings: { page: number; strength: number }[]): string {
  const out: string[] = [];
  let previous = 0;
  for (const p of postings) {
    writeNumber((p.page - previous) * 4 + p.strength, out);
    previous = p.page;
  }
  return out.join('');
}

export interface Postings {
  pages: Uint32Array;
  /** Per page, as termStrength returns it. */
  strengths: Uint8Array;
}

export function decodePostings(encoded: string): Postings {
  const pages: number[] = [];
  const strengths: number[] = [];
  let current = 0;
  let page = 0;
  for (let i = 0; i < encoded.length; i += 1) {
    const digit = DIGIT[encoded.charCodeAt(i)];
    if (digit < 32) { current = current * 32 + digit; continue; }
    const value = current * 32 + digit - 32;
    page += Math.floor(value / 4);
    pages.push(page);
    strengths.push(value % 4);
    current = 0;
  }
  return { pages: Uint32Array.from(pages), strengths: Uint8Array.from(strengths) };
}

/**
 * A sorted term list, front-coded: each line is how many leading characters it shares with the line before (one
 * base-36 digit; terms are at most 32 characters) and the rest. Bigrams starting with the same character sit
 * together, so most Chinese lines are `1` plus one character.
 */
export function encodeTerms(sorted: string[]): string {
  let previous = '';
  return sorted.map((term) => {
    let shared = 0;
    const max = Math.min(previous.length, term.length, 35);
    while (shared < max && previous.charCodeAt(shared) === term.charCodeAt(shared)) shared += 1;
    previous = term;
    return shared.toString(36) + term.slice(shared);
  }).join('\n');
}

export function decodeTerms(encoded: string): string[] {
  if (!encoded) return [];
  let previous = '';
  return encoded.split('\n').map((line) => {
    previous = previous.slice(0, Number.parseInt(line[0], 36)) + line.slice(1);
    return previous;
  });
}
