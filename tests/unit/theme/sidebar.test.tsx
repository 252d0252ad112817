import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageContext, SiteContext } from '../../../runtime/app/contexts.ts';
import type { PageData, SidebarItem, SiteData } from '../../../runtime/shared/types.ts';
import { Sidebar } from '../../../runtime/theme/Sidebar.tsx';

const items: SidebarItem[] = [
  {
    text: 'Guide',
    link: '/guide/',
    collapsible: true,
    children: [{ text: 'Start', link: '/guide/start' }],
  },
  { text: 'Reference', collapsible: true, children: [{ text: 'API', link: '/api' }] },
];

/** The sidebar as the server renders it on `route`, under the base `/docs/`. */
function renderSidebar(route: string, list = items): string {
  const site = {
    base: '/docs/',
    routes: {},
    icons: { names: ['chevron-right', 'external-link'] },
    locale: {
      prefix: '/',
      texts: {
        sidebar: 'Sidebar',
        expandGroup: 'Show or hide $name',
        opensInNewTab: 'opens in a new tab',
      },
    },
  } as unknown as SiteData;
  const page = { route, frontmatter: {}, headers: [] } as unknown as PageData;
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <Sidebar items={list} open={false} />
      </PageContext.Provider>
    </SiteContext.Provider>,
  );
}

describe('sidebar group headings', () => {
  it('link a group to its own page, with the toggle beside it named after the group', () => {
    const html = renderSidebar('/guide/start');
    expect(html).toContain('<a class="sidebar-heading" href="/docs/guide/"><span>Guide</span></a>');
    expect(html).toMatch(
      /<button type="button" class="sidebar-group-toggle" aria-expanded="true" aria-controls="sidebar-group-0" aria-label="Show or hide Guide">/,
    );
    expect(html).toContain(
      '<a class="sidebar-link active" href="/docs/guide/start" aria-current="page">',
    );
    expect(html).toContain('<ul id="sidebar-group-0" class="sidebar-links">');
    // a group without a page of its own is the toggle itself, closed while another group holds the page; its list
    // is not rendered, so the toggle names none
    expect(html).toMatch(
      /<button type="button" class="sidebar-heading" aria-expanded="false"><span>Reference<\/span>/,
    );
    expect(html).not.toContain('sidebar-group-1');
    expect(html).not.toContain('href="/docs/api"');
  });

  it('sit in a navigation landmark named like the sidebar', () => {
    expect(renderSidebar('/guide/')).toContain(
      '<aside id="sidebar" class="sidebar" aria-label="Sidebar"><nav aria-label="Sidebar">',
    );
  });

  it("mark the group's link as the current page on that page", () => {
    expect(renderSidebar('/guide/')).toContain(
      '<a class="sidebar-heading active" href="/docs/guide/" aria-current="page"><span>Guide</span></a>',
    );
  });
});

describe('groups set to start open', () => {
  it("are open on every page beside the current page's group, as VitePress draws `collapsed: false`", () => {
    const html = renderSidebar('/guide/start', [
      ...items,
      {
        text: 'Cookbook',
        collapsible: true,
        expanded: true,
        children: [{ text: 'Recipe', link: '/cookbook/recipe' }],
      },
    ]);
    expect(html).toMatch(/aria-expanded="true" aria-controls="sidebar-group-2"/);
    expect(html).toContain('href="/docs/cookbook/recipe"');
    // the accordion of the others is unchanged
    expect(html).not.toContain('href="/docs/api"');
  });
});

describe('group lists in other scripts', () => {
  it('each have an id of their own, which their toggle names', () => {
    const html = renderSidebar('/a/', [
      { text: '指南', collapsible: false, children: [{ text: '甲', link: '/a/' }] },
      { text: '配置', collapsible: false, children: [{ text: '乙', link: '/b/' }] },
      { text: '进阶', collapsible: true, children: [{ text: '丙', link: '/c/' }] },
    ]);
    const ids = [...html.matchAll(/ id="(sidebar-group-[^"]*)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['sidebar-group-0', 'sidebar-group-1']);
    expect(html).not.toContain('aria-controls');
  });
});

describe('links elsewhere', () => {
  it("open in a new tab and say so, as the navbar's do", () => {
    const html = renderSidebar('/guide/', [
      { text: 'MDN', link: 'https://developer.mozilla.org/' },
    ]);
    expect(html).toMatch(
      /<a class="sidebar-link" href="https:\/\/developer.mozilla.org\/" target="_blank" rel="noopener noreferrer">.*<span>MDN<\/span>.*external-icon/,
    );
  });
});
