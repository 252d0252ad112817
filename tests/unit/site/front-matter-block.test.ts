import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { blockEnd, parseFrontMatter } from '../../../cli/site/front-matter.ts';

/** gray-matter reading the whole page, as the scan did before it handed over only the head. */
function whole(source: string) {
  const blocks: string[] = [];
  const read = (block: string) => (blocks.push(block), { title: 'x' });
  const result = matter(source, { engines: { yaml: read, json: read } });
  return { body: result.content, blocks };
}

const PAGES = [
  '',
  '# Title\n\nText',
  '\uFEFF# Title',
  '---\ntitle: A\n---\n# A\n',
  '---\r\ntitle: A\r\n---\r\n\r\n# A\r\n',
  '\uFEFF---\ntitle: A\n---\nbody',
  '\uFEFF---\r\ntitle: A\r\n---\r\nbody\r\n---\r\nmore',
  '---\ntitle: A\n---',
  '---\ntitle: A\n---\n',
  '---\ntitle: A\n---\r',
  '---\ntitle: A\n---\r\r\nbody',
  '---\ntitle: A\n--- trailing\nbody',
  '---\ntitle: A\n----\nbody',
  '---yaml\ntitle: A\n---\nbody',
  '---json\n{"title": "A"}\n---\n\nbody',
  '---\n---\nbody',
  '---\n# only a comment\n---\nbody',
  '---\ntitle: A\nnever closed',
  '---',
  '--',
  '-- -\n---\nbody',
];

describe('the front matter block', () => {
  it.each(PAGES)('reads %j as gray-matter reads the whole page', (source) => {
    const expected = whole(source);
    const head = blockEnd(source);
    const blocks: string[] = [];
    const read = (block: string) => (blocks.push(block), {});
    const fromHead = matter(source.slice(0, head), { engines: { yaml: read, json: read } });
    expect(fromHead.content + source.slice(head)).toBe(expected.body);
    expect(blocks).toEqual(expected.blocks);
    const { parsed } = parseFrontMatter(source, 'page.md');
    expect(parsed!.body).toBe(expected.body);
    const bodyStart = source.length - expected.body.length;
    expect(parsed!.bodyLineOffset).toBe(source.slice(0, bodyStart).split('\n').length - 1);
  });

  it('hands gray-matter the same first line when the block names no language it reads', () => {
    for (const source of ['----\ntitle: A\n---\nbody', '---js\nx\n---\n']) {
      const head = blockEnd(source);
      const language = (text: string) => matter.language(text.slice(3)).name;
      expect(language(source.slice(0, head))).toBe(language(source));
      expect(parseFrontMatter(source, 'page.md').parsed).toBeUndefined();
    }
  });

  it('hands gray-matter no more than the block and the line break after it', () => {
    const source = '---\r\ntitle: A\r\n---\r\n' + 'x'.repeat(1000);
    expect(blockEnd(source)).toBe(source.indexOf('x'));
    expect(blockEnd('\uFEFF# Title and a long page')).toBe(4);
  });

  it('keeps the body and its line offset with a BOM and CRLF', () => {
    const { parsed, diagnostics } = parseFrontMatter(
      '\uFEFF---\r\ntitle: Hello\r\n---\r\n\r\n# Hi\r\n',
      'page.md',
    );
    expect(diagnostics).toEqual([]);
    expect(parsed!.body).toBe('\r\n# Hi\r\n');
    expect(parsed!.bodyLineOffset).toBe(3);
  });

  it('reports a broken block at its line and column in the file, and keeps the body', () => {
    const { parsed, diagnostics } = parseFrontMatter(
      '\uFEFF---\r\ntitle: A\r\nbad: [1, 2\r\n---\r\nbody\n---\nmore',
      'page.md',
    );
    expect(parsed).toEqual({ frontmatter: {}, body: 'body\n---\nmore', bodyLineOffset: 4 });
    // where the same block with LF line breaks puts it: after the `2`, not after the line's `\r`
    expect(diagnostics.map((d) => [d.rule, d.line, d.column])).toEqual([
      ['frontmatter/yaml', 3, 11],
    ]);
  });
});
