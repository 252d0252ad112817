import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../cli/check/links.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';

function page(route: string, links: object[]): BuiltPage {
  return {
    data: { route, locale: '/' },
    source: { displayPath: `${route.slice(1) || 'index'}.md`, relativePath: `${route}.md` },
    compiled: { html: '<h2 id="ui">UI</h2>', links },
  } as unknown as BuiltPage;
}

describe('checkLinks', () => {
  it('reports a broken link of a file two pages include once, where it is written', () => {
    // cli.md includes cli-generated.md, which is a page of its own as well
    const link = {
      url: '/config/#mode',
      route: '/config/',
      hash: 'mode',
      file: 'cli-generated.md',
      line: 45,
      column: 15,
    };
    const pages = [page('/config/', []), page('/cli', [link]), page('/cli-generated', [link])];
    const found = checkLinks(pages, { base: '/', publicDir: '/nowhere', redirects: {} });
    expect(found.map((d) => [d.file, d.line, d.rule])).toEqual([
      ['cli-generated.md', 45, 'link/missing-anchor'],
    ]);
  });
});
