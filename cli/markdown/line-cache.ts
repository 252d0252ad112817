import type { IGrammar, ITokenizeLineResult2, StateStack } from 'shiki/textmate';

/**
 * TextMate tokenises one line at a time from the state the line before left,
 * and a line's tokens and the state it leaves follow from its text, that state
 * and the theme alone. Docs repeat lines across their blocks (`import {
 * defineConfig } from 'vitepress'`, `})`). So a grammar keeps each line's
 * result by its text, and gives it back when the line comes again from an equal
 * state under the same theme (TextMate's own test of equal states, which
 * editors use to stop re-tokenising). Results are read, never changed, by
 * shiki; one cut short by the time limit is not kept.
 */
type Entry = { state: StateStack; result: ITokenizeLineResult2 };
type Lines = Map<string, Entry[]>;

/** Per grammar; a long-running dev server starts afresh past this many lines. */
const MAX_LINES = 50_000;

/**
 * What a grammar exposes beyond IGrammar: the registry's theme, whose defaults
 * object is one per theme.
 */
interface ThemedGrammar extends IGrammar {
  themeProvider?: { getDefaults(): object };
}

const wrapped = new WeakSet<IGrammar>();

export function cacheLines(grammar: IGrammar): void {
  if (wrapped.has(grammar)) return;
  wrapped.add(grammar);
  const tokenize = againWhenCut(grammar.tokenizeLine2.bind(grammar));
  grammar.tokenizeLine2 = tokenize;
  const themeOf = (grammar as ThemedGrammar).themeProvider;
  // without the theme in sight, a result could be handed back under another
  // theme's colours: no cache
  if (typeof themeOf?.getDefaults !== 'function') return;
  let byTheme = new WeakMap<object, Lines>();
  let size = 0;
  grammar.tokenizeLine2 = (line: string, state: StateStack | null, timeLimit?: number) => {
    if (size > MAX_LINES) [byTheme, size] = [new WeakMap(), 0];
    const theme = themeOf.getDefaults();
    let lines = byTheme.get(theme);
    if (!lines) byTheme.set(theme, (lines = new Map()));
    const entries = lines.get(line);
    if (state && entries)
      for (const entry of entries)
        if (entry.state === state || entry.state.equals(state)) return entry.result;
    const result = tokenize(line, state, timeLimit);
    if (state && !result.stoppedEarly) {
      if (entries) entries.push({ state, result });
      else lines.set(line, [{ state, result }]);
      size += 1;
    }
    return result;
  };
}

type Tokenize = IGrammar['tokenizeLine2'];

/**
 * TextMate's time limit counts wall time, and a line is also where the
 * patterns it reaches are compiled (CSS's property values, inside an HTML
 * block's `<style>`, the first time). On a loaded machine that compile alone
 * passed the limit, so one build left the rest of the line plain and the lines
 * after it in the wrong state while the next build did not. Asked again, the
 * line finds its patterns compiled; a line cut short twice is slow by itself
 * (a hostile pattern) and stays cut, at twice the limit.
 */
function againWhenCut(tokenize: Tokenize): Tokenize {
  return (line, state, timeLimit) => {
    const result = tokenize(line, state, timeLimit);
    return result.stoppedEarly ? tokenize(line, state, timeLimit) : result;
  };
}
