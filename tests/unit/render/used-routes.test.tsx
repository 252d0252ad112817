import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { watchRoutes } from '../../../cli/render/used-routes.ts';
import type { PageData, RouteEntry, SiteData } from '../../../runtime/shared/types.ts';
import { App } from '../../../runtime/theme/App.tsx';
import { loadEveryDeferred } from '../../../runtime/app/deferred-component.tsx';
import { siteData } from '../../helpers/site-data.ts';

const entry = (title: string, locale = '/'): RouteEntry => ({
  title,
  chunk: `assets/pages/${title}.js`,
  locale,
});

/** A two-locale site whose guide sidebar lists three pages, and a page in the middle of it. */
function fixture(): { site: SiteData; page: PageData } {
  const routes: Record<string, RouteEntry> = {
    '/': entry('Home'),
    '/guide/': entry('Guide'),
    '/guide/a': entry('A'),
    '/guide/b': entry('B'),
    '/guide/c': entry('C'),
    '/faq/': entry('FAQ'),
    '/zh/guide/b': entry('B-zh', '/zh/'),
  };
  for (let i = 0; i < 50; i += 1) routes[`/blog/post-${i}`] = entry(`Post ${i}`);
  const link = (text: string, route: string) => ({ text, link: route });
  const site = siteData(
    {
      repo: { repo: '', docsRepo: '', docsBranch: 'main', docsDir: 'docs' },
      routes,
      locales: [
        { prefix: '/', lang: 'en-US', name: 'English', redirect: {} },
        { prefix: '/zh/', lang: 'zh-CN', name: '简体中文', redirect: {} },
      ],
    },
    {
      sidebar: {
        '/guide/': [
          {
            text: 'Guide',
            link: '/guide/',
            children: [link('A', '/guide/a'), link('B', '/guide/b'), link('C', '/guide/c')],
          },
        ],
      },
    },
  );
  const page = {
    route: '/guide/b',
    locale: '/',
    title: 'B',
    description: '',
    frontmatter: {},
    html: '<p>Text.</p>',
    islands: [],
    headers: [],
    filePathRelative: 'guide/b.md',
    git: { contributors: [] },
    readingTime: { minutes: 1, words: 10 },
    layout: 'Layout',
  } as unknown as PageData;
  return { site, page };
}

describe('watchRoutes', () => {
  // as the server does before any render: renderToString cannot wait for a deferred part's code
  beforeAll(loadEveryDeferred);

  it('keeps the entries a page render reads, enough to render the same page again', () => {
    const { site, page } = fixture();
    const watched = watchRoutes(site);
    const full = renderToString(<App site={watched.site} page={page} />);
    const used = watched.used(page.route);
    expect(Object.keys(used)).toContain('/guide/b');
    expect(Object.keys(used)).toContain('/guide/');
    expect(used['/guide/']).toEqual({ title: 'Guide', locale: '/' });
    // the other pages of the site stay in the table the page loads later
    expect(Object.keys(used).filter((r) => r.startsWith('/blog/'))).toEqual([]);
    expect(Object.keys(used).length).toBeLessThan(10);
    // a client hydrating with these entries alone renders what the server rendered
    const routes = used as SiteData['routes'];
    expect(renderToString(<App site={{ ...site, routes }} page={page} />)).toBe(full);
  });

  it('takes the whole table when a render walks it', () => {
    const { site } = fixture();
    const watched = watchRoutes(site);
    expect(Object.keys(watched.site.routes)).toHaveLength(57);
    expect(Object.keys(watched.used())).toEqual(Object.keys(site.routes));
  });

  it("leaves out the entries' chunks, whose names change with the other pages' content", () => {
    const { site, page } = fixture();
    const watched = watchRoutes(site);
    renderToString(<App site={watched.site} page={page} />);
    const used = Object.values(watched.used(page.route));
    expect(used.length).toBeGreaterThan(2);
    for (const entry of used) expect(entry).not.toHaveProperty('chunk');
  });
});
