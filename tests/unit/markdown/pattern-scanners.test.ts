import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { scannersByPattern } from '../../../cli/markdown/pattern-scanners.ts';

/** Oniguruma, counting the patterns it compiles. */
async function counting(): Promise<{ engine: RegexEngine; compiled: () => number }> {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  let compiled = 0;
  return {
    engine: {
      createString: (s) => engine.createString(s),
      createScanner: (p) => {
        compiled += p.length;
        return engine.createScanner(p);
      },
    },
    compiled: () => compiled,
  };
}

// grammars that embed others (HTML, CSS and TypeScript in Vue; fences in markdown) and back-references (a
// here-document's delimiter, a fence's length), where shiki's rule lists share the most patterns
const BLOCKS: [string, string][] = [
  ['html', '<div class="a"><style>.a { color: red }</style><script>const x = 1</script></div>'],
  [
    'vue',
    '<script setup lang="ts">\nconst n: number = 1\n</script>\n<template><p :title="n">{{ n }}</p></template>\n<style scoped>p { margin: 0 }</style>',
  ],
  [
    'md',
    '# Title\n\n```ts\nlet a = 1\n```\n\n````sh\ncat <<EOF\nx\nEOF\n````\n\n<div class="b">html</div>',
  ],
  ['sh', 'cat <<EOF\none\nEOF\ncat <<END\ntwo\nEND\ncat <<EOF\nthree\nEOF'],
  [
    'ts',
    'export async function f<T extends object>(a: T, ...rest: unknown[]): Promise<T> {\n  return /* c */ { ...a } as T // d\n}',
  ],
];

async function colour(engine: RegexEngine): Promise<string[]> {
  const highlighter = await createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: ['html', 'vue', 'md', 'sh', 'ts'],
    engine,
  });
  // no time limit: on a loaded machine, shiki's 500 ms per line cut off a first line still compiling its patterns
  return BLOCKS.map(([lang, code]) =>
    highlighter.codeToHtml(code, {
      lang,
      themes: { light: 'github-light', dark: 'github-dark' },
      tokenizeTimeLimit: 0,
    }),
  );
}

/** A fixed-seed generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('scanners by pattern', () => {
  it('colours exactly as shiki does, compiling far fewer patterns', async () => {
    const plain = await counting();
    const split = await counting();
    const expected = await colour(plain.engine);
    expect(await colour(scannersByPattern(split.engine))).toEqual(expected);
    expect(split.compiled()).toBeLessThan(plain.compiled() / 2);
  });

  it('answers every search as a scanner of the whole list does, on lines searched from rising positions', async () => {
    const engine = await createOnigurumaEngine(import('shiki/wasm'));
    const split = scannersByPattern(engine);
    // matches that start anywhere, empty ones, look-behinds and \G (which depends on where the search starts)
    const pool = [
      'a+',
      'b',
      'ab',
      'x*',
      '(?<=a)b',
      '\\Gb',
      '\\Ga+',
      'ba|c',
      '(a)(b)?',
      '$',
      '^c',
      'c(?=a)',
    ];
    const next = random(7);
    let searches = 0;
    for (let round = 0; round < 300; round++) {
      const patterns = pool.filter(() => next() < 0.4);
      if (!patterns.length) continue;
      const whole = engine.createScanner(patterns);
      const inTurn = split.createScanner(patterns);
      const text = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => 'abcx'[Math.floor(next() * 4)],
      ).join('');
      const line = engine.createString(text);
      for (let from = 0; from <= text.length; from += 1 + Math.floor(next() * 3)) {
        expect(
          inTurn.findNextMatchSync(line, from, 0),
          `${JSON.stringify(patterns)} on "${text}" from ${from}`,
        ).toEqual(whole.findNextMatchSync(line, from, 0));
        searches++;
      }
      whole.dispose?.();
    }
    expect(searches).toBeGreaterThan(500);
  });

  it('does not answer a \\G pattern from an earlier search of the line', async () => {
    const engine = await createOnigurumaEngine(import('shiki/wasm'));
    const scanner = scannersByPattern(engine).createScanner(['\\Gb']);
    const line = engine.createString('ab');
    expect(scanner.findNextMatchSync(line, 0, 0)).toBeNull();
    expect(scanner.findNextMatchSync(line, 1, 0)?.captureIndices[0]).toMatchObject({
      start: 1,
      end: 2,
    });
  });

  it('compiles each pattern once, and past its limit compiles lists as given', async () => {
    const { engine, compiled } = await counting();
    const split = scannersByPattern(engine, 3);
    split.createScanner(['a+', 'b']);
    split.createScanner(['b', 'a+']);
    expect(compiled()).toBe(2);
    split.createScanner(['c', 'd']);
    expect(compiled()).toBe(4);
    // patterns already compiled still serve
    split.createScanner(['a+']);
    expect(compiled()).toBe(4);
    expect(split.createScanner(['c', 'a+']).findNextMatchSync('xaac', 0, 0)).toMatchObject({
      index: 1,
    });
  });
});
