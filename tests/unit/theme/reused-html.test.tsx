import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createHtmlReuse, ReusedHtmlContext } from '../../../runtime/app/reused-html.tsx';
import type { PageData } from '../../../runtime/shared/types.ts';
import { App } from '../../../runtime/theme/App.tsx';
import { siteData } from '../../helpers/site-data.ts';

const link = (text: string, to: string) => ({ text, link: to, icon: 'book' });

const site = siteData(
  { icons: { sprite: '', names: ['book'] }, routes: { '/a/one': {}, '/b/one': {} } },
  {
    navbar: [
      link('Home', '/'),
      { text: 'Sections', children: [link('A', '/a/'), link('B one', '/b/one')] },
    ],
    sidebar: {
      '/': [
        link('Start', '/'),
        {
          text: 'A',
          link: '/a/',
          children: [
            link('One', '/a/one'),
            link('Two', '/a/two'),
            { text: 'Deep', children: [link('X', '/a/deep/x'), link('Y', '/a/deep/y')] },
          ],
        },
        { text: 'B', collapsible: false, children: [link('One', '/b/one'), link('Two', '/b/two')] },
      ],
    },
  },
);

const pageAt = (route: string) =>
  ({
    route,
    locale: '/',
    title: route,
    layout: 'Layout',
    frontmatter: {},
    html: '<p>Text.</p>',
    islands: [],
    headers: [{ level: 2, title: 'Part', slug: 'part', children: [] }],
    git: { contributors: [] },
    readingTime: { minutes: 0, words: 0 },
  }) as unknown as PageData;

const ROUTES = ['/a/one', '/a/two', '/b/one', '/a/deep/x', '/b/two', '/a/deep/y', '/'];

/** As the server entry renders a page: with a reuse whose inner renders are counted. */
function renderReusing(route: string, count: { renders: number }): string {
  const page = pageAt(route);
  const counted = (element: ReactElement) => {
    count.renders++;
    return renderToString(element);
  };
  const reuse = createHtmlReuse(counted, { site, page, parts: {} });
  return renderToString(
    <ReusedHtmlContext.Provider value={reuse}>
      <App site={site} page={page} />
    </ReusedHtmlContext.Provider>,
  );
}

describe('navbar and sidebar entries rendered once and reused across pages', () => {
  it('gives each page the HTML a whole render gives, making each entry once', () => {
    const count = { renders: 0 };
    for (const route of ROUTES) {
      const whole = renderToString(<App site={site} page={pageAt(route)} />);
      expect(renderReusing(route, count), route).toBe(whole);
    }
    // entries were reused: later pages rendered fewer of them than they show
    const first = count.renders;
    expect(first).toBeGreaterThan(0);
    for (const route of ROUTES) renderReusing(route, count);
    expect(count.renders).toBe(first);
  });

  it('renders an entry again for another locale or base path', () => {
    const count = { renders: 0 };
    renderReusing('/a/one', count);
    const before = count.renders;
    const page = pageAt('/a/one');
    const moved = { ...site, base: '/docs/' };
    const reuse = createHtmlReuse(
      (element) => {
        count.renders++;
        return renderToString(element);
      },
      { site: moved, page, parts: {} },
    );
    const html = renderToString(
      <ReusedHtmlContext.Provider value={reuse}>
        <App site={moved} page={page} />
      </ReusedHtmlContext.Provider>,
    );
    expect(count.renders).toBeGreaterThan(before);
    expect(html).toBe(renderToString(<App site={moved} page={page} />));
    expect(html).toContain('href="/docs/a/two"');
  });
});
