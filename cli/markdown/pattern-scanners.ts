import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/**
 * One pattern compiled alone, with its last search: the answer for later ones
 * on a line.
 */
interface Single {
  scanner: PatternScanner;
  /** `\G` matches where a search starts, so no earlier search answers for it. */
  startDependent: boolean;
  line: string | RegexEngineString | null;
  from: number;
  options: number;
  found: Match;
}

/**
 * Shiki compiles one Oniguruma scanner per grammar rule, each holding every
 * pattern the rule may meet, and a cold build's colouring is mostly compiling.
 * Few of those patterns are distinct (HTML's rules come again inside Vue and
 * markdown).
 *
 * So each distinct pattern is compiled once per process, and a rule's scanner
 * searches its patterns in turn and answers as Oniguruma's set search does: the
 * match that starts first, the earlier pattern on a tie. A line is searched
 * many times from rising positions; a pattern whose last search of that line
 * found nothing, or found a match at or after the new position, gives the same
 * answer again without a search, since where a match starts and what it
 * captures do not depend on where the search began — except through `\G`.
 *
 * The HTML is byte-identical to shiki's own (a test compares them). Past
 * `limit` patterns (a page of here-documents, each delimiter its own pattern)
 * further lists are compiled as shiki asks, and disposed with their rules.
 */
export function scannersByPattern(engine: RegexEngine, limit = 5000): RegexEngine {
  const singles = new Map<string, Single>();
  const single = (pattern: string): Single => {
    let kept = singles.get(pattern);
    if (!kept) {
      kept = {
        scanner: engine.createScanner([pattern]),
        startDependent: pattern.includes('\\G'),
        line: null,
        from: 0,
        options: 0,
        found: null,
      };
      singles.set(pattern, kept);
    }
    return kept;
  };
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      // RegExp patterns come only from JavaScript engines; their lists are
      // compiled as given
      if (patterns.some((p) => typeof p !== 'string')) return engine.createScanner(patterns);
      const strings = patterns as string[];
      const unseen = strings.filter((p) => !singles.has(p)).length;
      if (singles.size + unseen > limit) return engine.createScanner(strings);
      return searchInTurn(strings.map(single));
    },
  };
}

function searchInTurn(list: Single[]): PatternScanner {
  return {
    findNextMatchSync(line, from, options = 0) {
      let best: Match = null;
      let bestIndex = -1;
      for (let i = 0; i < list.length; i++) {
        const one = list[i];
        let found: Match;
        if (
          !one.startDependent &&
          one.line === line &&
          one.options === options &&
          one.from <= from &&
          (one.found === null || one.found.captureIndices[0].start >= from)
        ) {
          found = one.found;
        } else {
          found = one.scanner.findNextMatchSync(line, from, options);
          one.line = line;
          one.from = from;
          one.options = options;
          one.found = found;
        }
        if (found && (!best || found.captureIndices[0].start < best.captureIndices[0].start)) {
          best = found;
          bestIndex = i;
          // nothing starts before the search's own position
          if (found.captureIndices[0].start === from) break;
        }
      }
      return best && { index: bestIndex, captureIndices: best.captureIndices };
    },
  };
}
