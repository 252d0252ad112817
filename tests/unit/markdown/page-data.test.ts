import { describe, expect, it } from 'vitest';
import type { CompiledPage } from '../../../cli/markdown/compile.ts';
import { toPageData } from '../../../cli/markdown/page-data.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';

const source = {
  route: '/guide/',
  locale: '/',
  title: 'Guide',
  frontmatter: {},
  sourcePath: 'guide/index.md',
} as unknown as SourcePage;

const compiled = (text: string): CompiledPage => ({
  html: '<p>…</p>',
  headers: [],
  islands: [],
  links: [],
  images: [],
  sections: [{ slug: '', title: 'Guide', text, code: '' }],
  dependencies: [],
  diagnostics: [],
});

describe('toPageData reading time', () => {
  it('counts the words of the title and text of every section', () => {
    expect(toPageData(source, compiled('three more words')).readingTime).toEqual({
      words: 4,
      minutes: 0.01,
    });
  });

  it('keeps the count on the compiled page, which the page cache stores', () => {
    const page = compiled('one two three');
    toPageData(source, page);
    // what a cached page brings back from disk
    const kept = JSON.parse(JSON.stringify(page)) as CompiledPage;
    expect(kept.readingTime).toEqual({ words: 4, minutes: 0.01 });
  });

  it("takes a kept page's count rather than counting its words again", () => {
    const page = { ...compiled('one two three'), readingTime: { words: 900, minutes: 3 } };
    expect(toPageData(source, page).readingTime).toEqual({ words: 900, minutes: 3 });
  });
});

describe('toPageData diagrams', () => {
  it('notes the kinds of diagram the HTML draws on the compiled page, which the page cache stores', () => {
    const page = {
      ...compiled('text'),
      html: '<div data-diagram="flowchart"></div><p>a mermaid diagram</p>',
    };
    toPageData(source, page);
    expect(page.diagrams).toEqual(['flowchart']);
    expect((JSON.parse(JSON.stringify(page)) as CompiledPage).diagrams).toEqual(['flowchart']);
  });
});
