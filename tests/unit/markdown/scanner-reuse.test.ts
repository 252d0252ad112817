import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { reuseScanners } from '../../../cli/markdown/scanner-reuse.ts';

/** An engine that counts the scanners it compiles. */
async function counting(): Promise<{ engine: RegexEngine; compiled: () => number }> {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  let compiled = 0;
  return { engine: { createString: (s) => engine.createString(s), createScanner: (p) => { compiled++; return engine.createScanner(p); } }, compiled: () => compiled };
}

// blocks whose grammars embed others (HTML, CSS and TypeScript in Vue; fences in markdown) and back-references
// (a here-document's delimiter, a fence's length), where shiki compiles the same pattern lists again
const BLOCKS: [string, string][] = [
  ['html', '<div class="a"><style>.a { color: red }</style><script>const x = 1</script></div>'],
  ['vue', '<script setup lang="ts">\nconst n: number = 1\n</script>\n<template><p :title="n">{{ n }}</p></template>\n<style scoped>p { margin: 0 }</style>'],
  ['md', '# Title\n\n```ts\nlet a = 1\n```\n\n````sh\ncat <<EOF\nx\nEOF\n````\n\n<div class="b">html</div>'],
  ['sh', 'cat <<EOF\none\nEOF\ncat <<END\ntwo\nEND\ncat <<EOF\nthree\nEOF'],
  ['vue', '<template><div class="c"><span>{{ a + b }}</span></div></template>\n<style>.c { display: grid }</style>'],
];

async function colour(engine: RegexEngine): Promise<string[]> {
  const highlighter = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['html', 'vue', 'md', 'sh'], engine });
  return BLOCKS.map(([lang, code]) => highlighter.codeToHtml(code, { lang, themes: { light: 'github-light', dark: 'github-dark' } }));
}

describe('reusing scanners', () => {
  it('colours exactly as shiki does, compiling fewer scanners', async () => {
    const plain = await counting();
    const reused = await counting();
    const expected = await colour(plain.engine);
    expect(await colour(reuseScanners(reused.engine))).toEqual(expected);
    expect(reused.compiled()).toBeLessThan(plain.compiled() * 0.9);
  });

  it('keeps a scanner working after a rule disposed it, and past its limit compiles each list anew', async () => {
    const { engine, compiled } = await counting();
    const reusing = reuseScanners(engine, 1);
    const first = reusing.createScanner(['a+', 'b']);
    first.dispose?.();
    expect(reusing.createScanner(['a+', 'b']).findNextMatchSync('xaab', 0, 0)?.index).toBe(0);
    reusing.createScanner(['c']);
    reusing.createScanner(['c']);
    expect(compiled()).toBe(3);
  });
});
