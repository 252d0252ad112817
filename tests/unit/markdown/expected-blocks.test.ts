import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { expectedBlocks } from '../../../cli/markdown/expected-blocks.ts';
import { CodeHighlighter, type HighlightRequest } from '../../../cli/markdown/highlighter.ts';
import { createMarkdownProcessor } from '../../../cli/markdown/pipeline.ts';
import { markContainers } from '../../../cli/markdown/source/container-markers.ts';
import { fileData } from './processor-for.ts';

/** What the real pipeline asks the highlighter for on a page (nothing is coloured). */
async function requested(source: string): Promise<HighlightRequest[]> {
  const asked: HighlightRequest[] = [];
  const highlighter = {
    highlight: (request: HighlightRequest) => {
      asked.push(request);
      return Promise.resolve('<pre></pre>');
    },
  } as unknown as CodeHighlighter;
  const file = new VFile({
    path: '/docs/guide/page.md',
    value: markContainers(source),
    data: fileData() as unknown as Record<string, unknown>,
  });
  await createMarkdownProcessor({ highlighter, publicDir: '/nonexistent' }).process(file);
  return asked;
}

const normalise = (list: HighlightRequest[]) =>
  list.map(({ code, lang, highlight }) => ({ code, lang, highlight: highlight || undefined }));

describe('blocks expected before a page is parsed', () => {
  it('are the requests the pipeline makes for top-level fences, in every notation', async () => {
    const page = [
      '# Title',
      '',
      '```ts [config.ts]',
      'export default {',
      '  // [!code ++]',
      '}',
      '```',
      '',
      '::: code-group',
      '',
      '```sh [npm]',
      'npm i',
      '```',
      '',
      '~~~js{2}',
      'a',
      'b',
      '~~~',
      '',
      ':::',
      '',
      '  ```yaml',
      '  a: 1',
      '    b: 2',
      '  ```',
      '',
      '````md',
      '```js',
      'inner',
      '```',
      '````',
      '',
      '```',
      'no language',
      '```',
      '',
      '```bash:line-numbers=3 {1,2}',
      'echo 1',
      '',
      'echo 2',
      '```',
      '',
      '```Sqlite',
      'select 1',
      '```',
      '',
      '```ts twoslash',
      '// @noErrors',
      'import { a } from "a"',
      '// ---cut---',
      'const b = a',
      '//    ^?',
      '```',
      '',
    ].join('\n');
    const asked = normalise(await requested(page));
    expect(asked).toHaveLength(9);
    // a twoslash block without the lines that steer twoslash
    expect(asked[8]).toEqual({ code: 'const b = a', lang: 'ts', highlight: undefined });
    expect(normalise(expectedBlocks(page))).toEqual(asked);
  });

  it('leaves out diagrams, math, inline code and fences the parser alone can place', async () => {
    const page = [
      '```mermaid',
      'graph TD; A-->B',
      '```',
      '',
      '```math',
      'x^2',
      '```',
      '',
      'A line with ```inline``` code.',
      '',
      '1. item',
      '',
      '    ```js',
      '    nested()',
      '    ```',
      '',
      '> ```py',
      '> quoted()',
      '> ```',
      '',
      '```never',
      'closed',
    ].join('\n');
    expect(expectedBlocks(page)).toEqual([]);
    // the parser still colours what the scan left to it (math, off here, as plain text): those are only not started early
    expect((await requested(page)).map((r) => r.lang)).toEqual(['text', 'js', 'py', 'text']);
  });

  it('are started once and counted once, when the page asks for them', async () => {
    const highlighter = new CodeHighlighter(null);
    const request = { code: 'const x = 1', lang: 'ts' };
    // no worker runs from the sources (tests): nothing is started early, and asking still works
    highlighter.prefetch([request]);
    expect(await highlighter.highlight(request)).toContain('shiki');
    expect(highlighter.stats).toMatchObject({ misses: 1, hits: 0 });
  });
});
