import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { readTags, rehypeRawHtml } from '../../../cli/markdown/plugins/rehype-raw-html.ts';
import { fileData } from './processor-for.ts';

// HTML in markdown is parsed in runs of blocks that close what they open, each alone, instead of the whole page in
// one pass: the pages must come out exactly as rehype-raw makes them from the whole page.
async function html(source: string, raw: typeof rehypeRawHtml): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(raw)
    .use(rehypeStringify);
  const file = new VFile({
    path: '/docs/guide/page.md',
    value: source,
    data: fileData() as unknown as Record<string, unknown>,
  });
  return String(await processor.process(file));
}

const PAGES: Record<string, string> = {
  'inline tags in prose':
    'Press <kbd>Ctrl</kbd> + <kbd>C</kbd>.\n\n```js\nconst a = 1 < 2\n```\n\nA line<br>break and <sup>1</sup>.',
  'details spanning blocks':
    '<details>\n<summary>More</summary>\n\nHidden **text**.\n\n```sh\necho hi\n```\n\n</details>\n\nAfter.',
  'a div never closed': 'Before.\n\n<div class="box">\n\nInside.\n\nStill inside?',
  'a close with no open': 'Text.\n\n</div>\n\nMore text.',
  'misnested tags': '<b>bold <i>both</b> italic</i> plain\n\nNext.',
  'a paragraph tag inside a paragraph': 'Start <p>inner</p> end.\n\nNext.',
  'a self-closed div': '<div class="x" />\n\nText after.',
  'comments and void tags':
    '<!-- a note -->\n\nText <img src="a.png" alt="a"> and <hr>.\n\n<!-- open\n\ncomment -->\n\nAfter.',
  'a table in HTML':
    '<table><tr><td>1</td></tr></table>\n\n| a | b |\n| - | - |\n| <em>x</em> | y |',
  'script and style':
    '<script>if (a < b) {}</script>\n\n<style>p > a { color: red }</style>\n\nText.',
  'nested lists with HTML':
    '- one <span class="a">x</span>\n  - two <span>y\n  - three</span>\n\nEnd.',
  'uppercase and attributes': '<DIV data-a="1 > 0" title=\'q\'>\n\nBody\n\n</div>',
};

describe('HTML in markdown, parsed in runs', () => {
  for (const [name, source] of Object.entries(PAGES)) {
    it(`gives the same HTML as a whole-page pass: ${name}`, async () => {
      expect(await html(source, rehypeRawHtml)).toBe(
        await html(source, rehypeRaw as unknown as typeof rehypeRawHtml),
      );
    });
  }

  it('reads tags onto the elements left open, and refuses what it cannot read plainly', () => {
    const open: string[] = [];
    expect(readTags('<details class="a"><summary>x</summary>', open)).toBe(true);
    expect(open).toEqual(['details']);
    expect(readTags('<br><img src="a" />text', open)).toBe(true);
    expect(open).toEqual(['details']);
    expect(readTags('</details>', open)).toBe(true);
    expect(open).toEqual([]);
    expect(readTags('</div>', [])).toBe(false);
    expect(readTags('<b><i></b></i>', [])).toBe(false);
    expect(readTags('<div/>', [])).toBe(false);
    expect(readTags('<p>a</p>', [])).toBe(false);
    expect(readTags('<script>1 < 2</script>', [])).toBe(false);
    expect(readTags('a < b', [])).toBe(false);
  });
});
