import { describe, expect, it } from 'vitest';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { createMarkdownProcessor } from '../../../cli/markdown/pipeline.ts';
import {
  EMAIL,
  lineBits,
  PROTOCOL,
  TABLE_HEAD,
  WWW,
} from '../../../cli/markdown/plugins/gfm-line-gates.ts';

describe('GFM constructs tried only on the lines that could hold them', () => {
  it('marks each line by what it could start or hold, counting lines as micromark does', () => {
    const page = [
      'a | b',
      '--|:-',
      'mail ops@example.org, see www.x.io',
      'HTTPS://x.io\r\nhead',
      '> :-:',
      'rule',
      '---',
      '@alone and http:/one-slash',
    ].join('\n');
    expect([...lineBits(page)].slice(1)).toEqual([
      TABLE_HEAD,
      0,
      EMAIL | WWW,
      PROTOCOL,
      TABLE_HEAD,
      0,
      0,
      0,
      0,
    ]);
  });

  const gfm = unified().use(remarkParse).use(remarkGfm, { singleTilde: false });
  const ours = createMarkdownProcessor({
    highlighter: new CodeHighlighter(null),
    publicDir: '/nonexistent',
  });

  it('gives the tree remark-gfm gives, positions included, where tables and links sit on few lines', () => {
    const pages = [
      // a head row without a pipe, its delimiter row marked by colons alone
      'a\n:-:\n',
      'abc\n| --- |\nbody without pipe\nlazy | row\n\nafter',
      '> | a | b |\n> |---|---|\n> | 1 | 2 |\nlazy\n',
      '- item\n\n  | a |\n  | - |\n  | 1 |\n- next | x\n  -|-\n',
      'prose | with pipes\nmore prose\n\n| a |\n|---|\n\ntext ops@example.org and www.example.com/a\nhttps://x.io/(b) end',
      'x@y is no address; `a@b.c` in code\n[a](https://y.io) then https://z.io and [open http://w.io',
      'Setext\n---\n\n| a |\n---\n\n***\n\n:--|--:\n',
    ];
    for (const page of pages)
      expect(JSON.parse(JSON.stringify(ours.parse(page))), page).toEqual(
        JSON.parse(JSON.stringify(gfm.parse(page))),
      );
  });
});
