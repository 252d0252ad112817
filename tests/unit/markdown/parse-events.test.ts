import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Extension } from 'mdast-util-from-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { CodeHighlighter } from '../../../cli/markdown/highlighter.ts';
import { createMarkdownProcessor, loadMathPlugins } from '../../../cli/markdown/pipeline.ts';
import {
  EventCompiler,
  remarkParseEvents,
} from '../../../cli/markdown/plugins/remark-parse-events.ts';
import { randomFrom } from '../../fuzz/mutations.ts';

const reference = unified().use(remarkParse).use(remarkGfm, { singleTilde: false }).use(remarkMath);
const ours = createMarkdownProcessor({
  highlighter: new CodeHighlighter(null),
  publicDir: '/nonexistent',
  math: await loadMathPlugins(),
});

const { micromarkExtensions: syntax, fromMarkdownExtensions } = reference.freeze().data();
const extensions = fromMarkdownExtensions as Extension[];
// unchecked: a compiler failing its probe would otherwise leave these tests to remark-parse's parser
const compiler = EventCompiler.unchecked(extensions)!;

/** The pages whose tree differs from remark-parse's with remark-gfm and remark-math: built alone, or in the pipeline. */
const differing = (pages: string[]) =>
  pages.filter((page) => {
    const expected = reference.parse(page);
    return !(
      isDeepStrictEqual(compiler.parse(page, syntax!), expected) &&
      isDeepStrictEqual(ours.parse(page), expected)
    );
  });

const BLOCKS = [
  (r: Inline) => `${r()} ${r()}`,
  (r: Inline) => `- ${r()}`,
  (r: Inline) => `  - ${r()}`,
  (r: Inline) => `* ${r()}\n\n  ${r()}`,
  (r: Inline) => `- ${r()}\n  - ${r()}\n\n    ${r()}\n- ${r()}`,
  (r: Inline) => `- ${r()}\n- ${r()}\n\n- ${r()}`,
  (r: Inline) => `1. ${r()}`,
  (r: Inline) => `3) ${r()}`,
  () => '-',
  (r: Inline) => `- [ ] ${r()}\n- [x] ${r()}`,
  (r: Inline) => `> ${r()}\n${r()}`,
  (r: Inline) => `> - ${r()}\n>\n>   ${r()}`,
  (r: Inline) => `> > ${r()}`,
  () => '```js {1} title="a"\nconst a = 1;\n\n```',
  () => '~~~\nunclosed fence',
  () => '    indented code\n\n    more',
  (r: Inline) => `## ${r()} ##`,
  (r: Inline) => `${r()}\n---`,
  (r: Inline) => `${r()}\n===`,
  () => '***',
  () => '<div>\n*not emphasis*\n</div>',
  () => '<!-- a comment\n\nspanning -->',
  (r: Inline) => `| a | b |\n|:--|--:|\n| ${r()} | c |\nlazy`,
  (r: Inline) => `[^n]: ${r()}\n    continued`,
  () => '[ref]: https://example.com/r "Title"',
  () => '$$\nx^2\n$$',
  () => '',
  () => '\t- tabbed item',
];
type Inline = () => string;
const INLINES = [
  'plain words',
  '中文的句子',
  '*em*',
  '**strong**',
  '***both***',
  '_under_ and __strong__',
  '`code` and `` a ` b ``',
  '[link](https://example.com "t")',
  '![alt *em*](a.png)',
  '[ref][ref] [ref][] [ref] [missing]',
  '<https://example.com> and <me@example.com>',
  'www.example.com and https://x.io/a_(b) and me@example.org',
  '~~struck~~ ~one~',
  'a note[^n]',
  '&amp; &copy; &#35; &#x41; &bogus;',
  '\\* \\_ \\[',
  'hard  \nbreak',
  'escaped\\\nbreak',
  '$x + y$',
  '<span class="a">html</span>',
  '**unclosed *mixed',
  'line\r\nwith CRLF',
];

/** Seeded pages made of the constructs whose trees the builder shapes: lists, quotes, fences, references. */
function generatedPages(count: number): string[] {
  const random = randomFrom(48);
  const inline = () =>
    Array.from({ length: random.int(1, 3) }, () => random.pick(INLINES)).join(' ');
  return Array.from({ length: count }, () =>
    Array.from({ length: random.int(1, 8) }, () => random.pick(BLOCKS)(inline)).join(
      random.pick(['\n', '\n\n', '\n\n\n', '\n  \n']),
    ),
  );
}

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

describe('the tree builder over micromark events', () => {
  it("builds remark-parse's tree, positions included, for seeded pages of every construct", () => {
    const pages = generatedPages(400);
    expect(differing(pages)).toEqual([]);
  });

  it("builds remark-parse's tree for every page of this repository's site and the test fixtures", () => {
    const pages = [...markdownUnder('docs'), ...markdownUnder('tests/fixtures')];
    expect(pages.length).toBeGreaterThan(300);
    expect(differing(pages)).toEqual([]);
  });

  it('is used when its probe page comes out the same, and refused when a handler counts on a fresh context', () => {
    expect(EventCompiler.checked(syntax!, extensions)).toBeInstanceOf(EventCompiler);

    // remark-parse copies the context for each event, so a mark left on it lasts one event
    const marking: Extension = {
      enter: {
        emphasis(token) {
          const context = this as typeof this & { seen?: boolean };
          this.enter({ type: context.seen ? 'strong' : 'emphasis', children: [] }, token);
          context.seen = true;
        },
      },
    };
    expect(EventCompiler.checked(syntax!, [...extensions, marking])).toBeNull();

    // a processor given such an extension keeps remark-parse's parser
    function addMarking(this: Processor) {
      (this.data().fromMarkdownExtensions ??= []).push(marking);
    }
    const page = '*a* and *b*';
    const kept = unified().use(remarkParse).use(remarkParseEvents).use(addMarking).parse(page);
    expect(kept).toEqual(unified().use(remarkParse).use(addMarking).parse(page));
    expect(JSON.stringify(kept)).not.toContain('strong');
  });
});
