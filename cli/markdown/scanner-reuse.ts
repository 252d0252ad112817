import type { PatternScanner, RegexEngine } from 'shiki';

/**
 * Shiki compiles one Oniguruma scanner per grammar rule, and compiling is most of a cold build's colouring: on
 * VitePress's own docs (467 blocks) 1.3 s of 1.9 s, against 0.33 s to colour the same blocks again. Grammars that
 * embed another language (HTML in Vue and markdown, CSS and JavaScript in HTML) each compile its rules for
 * themselves, so the same pattern lists were compiled again: 140 of 354 scanners, 0.5 s there.
 *
 * This keeps one scanner per pattern list for the process. A scanner holds no state between calls (the text and
 * position come with each search), so any rule may use it. Shiki's rules dispose their scanners when a rule's
 * end pattern changes (back-references); those kept here are never disposed, and past `limit` lists (a page of
 * many here-documents, each with its own delimiter) new ones are compiled and disposed as shiki asks.
 */
export function reuseScanners(engine: RegexEngine, limit = 2000): RegexEngine {
  const kept = new Map<string, PatternScanner>();
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      // RegExp patterns come only from JavaScript engines; their lists are compiled as given
      if (patterns.some((p) => typeof p !== 'string')) return engine.createScanner(patterns);
      const key = JSON.stringify(patterns);
      let scanner = kept.get(key);
      if (scanner) return shared(scanner);
      scanner = engine.createScanner(patterns);
      if (kept.size >= limit) return scanner;
      kept.set(key, scanner);
      return shared(scanner);
    },
  };
}

/** The kept scanner, without its `dispose`: other rules still use it. */
const shared = (scanner: PatternScanner): PatternScanner => ({
  findNextMatchSync: (text, start, options) => scanner.findNextMatchSync(text, start, options),
});
