import { describe, expect, it } from 'vitest';
import { createHighlighter } from 'shiki';
import { cacheLines } from '../../../cli/markdown/line-cache.ts';

// the same line text in different states: inside a block comment, a template string, a markdown fence, and outside
const BLOCKS: [string, string][] = [
  ['ts', 'const a = 1;\n/*\nconst a = 1;\n*/\nconst a = 1;'],
  ['ts', 'const s = `\nconst a = 1;\n`;\nconst a = 1;'],
  ['ts', 'const a = 1;\nconst a = 1;\nexport default defineConfig({\n})'],
  ['markdown', '# Title\n\n```ts\nconst a = 1;\n```\n\nconst a = 1;'],
  ['vue', '<script setup>\nconst a = 1;\n</script>\n<template>\nconst a = 1;\n</template>'],
];

async function tokensOf(cached: boolean) {
  const highlighter = await createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: ['ts', 'markdown', 'vue'],
  });
  if (cached)
    for (const lang of ['ts', 'markdown', 'vue']) cacheLines(highlighter.getLanguage(lang));
  // each theme, twice over: the second round is all cache hits when cached
  const out = [];
  for (let round = 0; round < 2; round++)
    for (const theme of ['github-light', 'github-dark'])
      for (const [lang, code] of BLOCKS)
        out.push(
          // no time limit: shiki's default 500 ms per line also covers compiling the grammar's
          // patterns on its first line, which a loaded machine can exceed, cutting that line's
          // tokens short in one run and not the other
          highlighter.codeToTokens(code, { lang: lang as 'ts', theme, tokenizeTimeLimit: 0 })
            .tokens,
        );
  highlighter.dispose();
  return out;
}

describe('the line cache', () => {
  it('gives the tokens TextMate gives, in every state and theme', async () => {
    expect(await tokensOf(true)).toEqual(await tokensOf(false));
  });

  it('answers a line again from an equal state under the same theme, and only then', () => {
    let calls = 0;
    let defaults = {};
    const stateA = { equals: (other: unknown) => other === stateA || other === stateA2 };
    const stateA2 = { equals: (other: unknown) => other === stateA || other === stateA2 };
    const stateB = { equals: (other: unknown) => other === stateB };
    const grammar = {
      themeProvider: { getDefaults: () => defaults },
      tokenizeLine2: (line: string, _state: unknown, timeLimit?: number) => ({
        tokens: new Uint32Array([calls++]),
        ruleStack: stateA,
        stoppedEarly: timeLimit === 1,
      }),
    };
    cacheLines(grammar as never);
    const tokenize = (line: string, state: unknown, timeLimit?: number) =>
      grammar.tokenizeLine2(line, state as never, timeLimit).tokens[0];
    expect(tokenize('x', stateA)).toBe(0);
    // an equal state that is another object
    expect(tokenize('x', stateA2)).toBe(0);
    expect(tokenize('x', stateB)).toBe(1);
    expect(tokenize('y', stateA)).toBe(2);
    // another theme
    defaults = {};
    expect(tokenize('x', stateA)).toBe(3);
    // a line cut short by the time limit is asked once more at once, and is not kept
    expect(tokenize('z', stateA, 1)).toBe(5);
    expect(tokenize('z', stateA, 1)).toBe(7);
    expect(calls).toBe(8);
  });

  it('asks a line cut short by the time limit once more, so a slow first compile does not leave it plain', () => {
    const cut = { tokens: new Uint32Array([1]), ruleStack: {}, stoppedEarly: true };
    const whole = { tokens: new Uint32Array([1, 2, 3]), ruleStack: {}, stoppedEarly: false };
    // the first time a line reaches a pattern, compiling it is what runs past the limit
    const answers = [cut, whole, cut, cut, cut];
    const grammar = {
      themeProvider: { getDefaults: () => ({}) },
      tokenizeLine2: () => answers.shift(),
    };
    cacheLines(grammar as never);
    expect(grammar.tokenizeLine2()).toBe(whole);
    // slow every time: cut short after two tries, not retried for ever
    expect(grammar.tokenizeLine2()).toBe(cut);
    expect(answers).toHaveLength(1);
  });
});
