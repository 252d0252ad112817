import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageContext, SiteContext } from '../../../runtime/app/contexts.ts';
import type { PageData } from '../../../runtime/shared/types.ts';
import { Article } from '../../../runtime/theme/Article.tsx';
import { siteData } from '../../helpers/site-data.ts';

/** An article as the server renders it, on a site served under `/docs/`. */
function renderArticle(frontmatter: Record<string, unknown>): string {
  const site = siteData({ base: '/docs/', locales: [] });
  const page = {
    route: '/guide/post',
    locale: '/',
    title: 'Post',
    frontmatter,
    html: '<p>Text.</p>',
    islands: [],
    headers: [],
    git: { contributors: [] },
    readingTime: { minutes: 0, words: 0 },
  } as unknown as PageData;
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <Article sidebar={[]} />
      </PageContext.Provider>
    </SiteContext.Provider>,
  );
}

const coverSources = (html: string) =>
  [...html.matchAll(/<img class="page-cover" src="([^"]*)"/g)].map((m) => m[1]);

describe("an article's cover image", () => {
  it("is served under the site's base when it names a file of public/", () => {
    expect(coverSources(renderArticle({ cover: '/covers/post.png' }))).toEqual([
      '/docs/covers/post.png',
    ]);
  });

  it('keeps an outside URL, and a path already under the base, as written', () => {
    expect(coverSources(renderArticle({ cover: 'https://example.com/post.png' }))).toEqual([
      'https://example.com/post.png',
    ]);
    expect(coverSources(renderArticle({ cover: '/docs/covers/post.png' }))).toEqual([
      '/docs/covers/post.png',
    ]);
  });

  it('is absent without a cover', () => {
    expect(coverSources(renderArticle({}))).toEqual([]);
  });
});
