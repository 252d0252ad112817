import type { Root } from 'mdast';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmLean } from '../../../cli/markdown/plugins/remark-gfm-lean.ts';
import { parseWithoutFenceBodies } from '../../../cli/markdown/source/fence-bodies.ts';

// Fence bodies are left out of the parse and put back after it: the tree, positions and offsets included, must be
// the one the page gives parsed as written, and a fence the parser reads as something else sends the page to a
// parse as written.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfmLean, { singleTilde: false })
  .use(remarkMath);

function bothWays(source: string): { asWritten: Root; setAside: Root; parses: number } {
  let parses = 0;
  const setAside = parseWithoutFenceBodies(source, (markdown) => {
    parses += 1;
    return processor.parse(markdown);
  });
  return { asWritten: processor.parse(source), setAside, parses };
}

const fence = (info: string, body: string, marker = '```') =>
  `${marker}${info}\n${body}\n${marker}`;

const SAME_TREE: Record<string, string> = {
  'prose around blocks': `# Title\n\nText with *emphasis* and [a link][ref].\n\n${fence('ts', 'const a = 1;\n\nconst b = "[ref]: /nope";')}\n\nAfter, then [ref].\n\n[ref]: /guide/`,
  'blank and whitespace lines in a body': fence('sh', '\n  \n\techo tab\n\n'),
  'an empty body and a one-line body': `${fence('js', '').replace('\n\n', '\n')}\n\n${fence('', 'one line')}`,
  'longer and tilde fences holding shorter ones': `${fence('md', '```js\ninner\n```', '````')}\n\n${fence('txt', '```\nnot closed by this\n```', '~~~')}`,
  'a fence right after a paragraph line and a list': `Paragraph line\n${fence('js', 'x()')}\n- item\n${fence('js', 'y()')}\n> quote\n${fence('js', 'z()')}`,
  'indented fences in lists, left as they are': `1. Step\n   ${fence('bash', 'npm i', '```').replace(/\n/g, '\n   ')}\n2. Next`,
  'a closing fence indented and followed by spaces': '```js\na\n   ```  \n\nText.',
  'body lines that only look like a closing fence':
    '```js\n``` text\n\t```\n    ```\n```\n\n# After',
  'markdown-looking bodies': fence(
    'md',
    '# not a heading\n\n- not a list\n\n<div>not html</div>\n\n$$\nnot math\n$$',
  ),
  'an unclosed fence at the end': `Text.\n\n${fence('js', 'done')}\n\n\`\`\`js\nnever closed\n# still code`,
  "backticks in a backtick fence's info": '```js `inline`\ncode?\n```\n\nText.',
  'non-ASCII text after fences': `${fence('text', '中文 代码 😀')}\n\n中文段落，**加粗**。`,
};

describe('parsing with fence bodies set aside', () => {
  for (const [name, source] of Object.entries(SAME_TREE)) {
    it(`gives the same tree as parsing as written: ${name}`, () => {
      const { asWritten, setAside } = bothWays(source);
      expect(setAside).toEqual(asWritten);
    });
  }

  it.each([
    ['inside an HTML block', `<div class="x">\n${fence('js', 'a\n\nb')}\n</div>\n\nAfter.`],
    ['inside an HTML comment', `<!--\n${fence('js', 'a\n\nb')}\n-->\n\nAfter.`],
    ['inside a math block', `$$\n${fence('js', 'x')}\n$$\n\nAfter.`],
  ])('parses the page as written when a fence is read as something else: %s', (_, source) => {
    const { asWritten, setAside, parses } = bothWays(source);
    expect(parses).toBe(2);
    expect(setAside).toEqual(asWritten);
  });

  it('leaves the body lines out of the text it parses, and puts later positions back on their lines', () => {
    const source = `Intro.\n\n${fence('js', 'a\n\nb\nc')}\n\nAfter *this*.\n`;
    const parsed: string[] = [];
    const tree = parseWithoutFenceBodies(source, (markdown) => {
      parsed.push(markdown);
      return processor.parse(markdown);
    });
    expect(parsed).toEqual(['Intro.\n\n```js\n```\n\nAfter *this*.\n']);
    expect(tree).toEqual(processor.parse(source));
    expect(tree.children[2].position?.start).toEqual({ line: 10, column: 1, offset: 26 });
  });

  it('parses once when every fence comes back as its code block, and lines ending in CR as written', () => {
    expect(bothWays(`Text.\n\n${fence('js', 'a\nb')}\n`).parses).toBe(1);
    const crlf = 'Text.\r\n\r\n```js\r\na\r\n```\r\n';
    const { asWritten, setAside, parses } = bothWays(crlf);
    expect(parses).toBe(1);
    expect(setAside).toEqual(asWritten);
  });
});
