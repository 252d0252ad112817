import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../../runtime/shared/texts/index.ts';
import { PageContext, SiteContext } from '../../../runtime/app/contexts.ts';
import type { PageData, SiteData } from '../../../runtime/shared/types.ts';
import { PageInfo } from '../../../runtime/theme/PageInfo.tsx';

const SITE_AUTHOR = { name: 'Site contributors', url: 'https://example.org/people' };

/** The info row as the server renders it; `pageAuthor` is what the site data carries. */
function renderInfo(frontmatter: Record<string, unknown>, pageAuthor?: typeof SITE_AUTHOR): string {
  const site = {
    base: '/',
    author: SITE_AUTHOR,
    ...(pageAuthor ? { pageAuthor } : {}),
    routes: {},
    locale: { prefix: '/', lang: 'en-US', texts: textsFor('en-US') },
    icons: { names: [] },
  } as unknown as SiteData;
  const page = {
    route: '/guide/post',
    frontmatter,
    readingTime: { minutes: 2, words: 400 },
  } as unknown as PageData;
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <PageInfo />
      </PageContext.Provider>
    </SiteContext.Provider>,
  );
}

const itemClasses = (html: string) =>
  [...html.matchAll(/class="page-info-item ([a-z]+)"/g)].map((m) => m[1]);

describe("the page info row's author", () => {
  it("is the site's author, first in the row, when the page names none", () => {
    const html = renderInfo({}, SITE_AUTHOR);
    expect(itemClasses(html)).toEqual(['author', 'readingtime']);
    expect(html).toContain('<a href="https://example.org/people"');
    expect(html).toContain('Site contributors');
  });

  it("is the page's own author when it names one", () => {
    const html = renderInfo({ author: 'Ada' }, SITE_AUTHOR);
    expect(itemClasses(html)[0]).toBe('author');
    expect(html).toContain('Ada');
    expect(html).not.toContain('Site contributors');
  });

  it('is left out by `author: false` on the page, and when the site turns it off', () => {
    expect(itemClasses(renderInfo({ author: false }, SITE_AUTHOR))).toEqual(['readingtime']);
    expect(itemClasses(renderInfo({}))).toEqual(['readingtime']);
  });
});
