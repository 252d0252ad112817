import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePage } from '../../../runtime/app/contexts.ts';
import type { PageData } from '../../../runtime/shared/types.ts';
import { App } from '../../../runtime/theme/App.tsx';
import { Layout } from '../../../runtime/theme/Layout.tsx';
import { siteData } from '../../helpers/site-data.ts';

// A site's own parts, as docs/.site/ components would be: a layout for one route prefix and a slot component.
const parts = {
  StandAlone: () => <Layout sidebar={false} />,
  SidebarNote: ({ note }: Record<string, unknown>) => {
    const { route } = usePage();
    return <p className="sidebar-note">{`${String(note)} on ${route}`}</p>;
  },
};

const site = siteData(
  {
    layouts: { 'stand-alone/': 'StandAlone' },
    slots: { sidebarTop: { component: 'SidebarNote', props: { note: 'Chosen server' } } },
  },
  { sidebar: { '/': [{ text: 'Guide', link: '/guide/' }] } },
);

/** The whole page as the server renders it for `route`, with the site's parts registered. */
function renderRoute(route: string, frontmatter: Record<string, unknown> = {}): string {
  const page = {
    route,
    locale: '/',
    title: 'Page',
    layout: 'Layout',
    frontmatter,
    html: '<p>Text.</p>',
    islands: [],
    headers: [],
    git: { contributors: [] },
    readingTime: { minutes: 0, words: 0 },
  } as unknown as PageData;
  return renderToString(<App site={site} page={page} parts={parts} />);
}

describe("a site's own parts in the theme", () => {
  it('puts the slot component, with its configured props, at the top of the sidebar', () => {
    const html = renderRoute('/guide/');
    expect(html).toMatch(
      /<aside id="sidebar"[^>]*><p class="sidebar-note">Chosen server on \/guide\/<\/p><nav/,
    );
  });

  it("lays out the pages under a configured prefix with the site's layout", () => {
    const html = renderRoute('/stand-alone/tool');
    expect(html).toContain('class="theme-container no-sidebar is-tool"');
    expect(html).not.toContain('sidebar-note');
    expect(renderRoute('/guide/')).toContain('class="theme-container has-sidebar"');
  });

  it('leaves a page that names its own layout in front matter to that layout', () => {
    const page = { route: '/stand-alone/missing', layout: 'NotFound' };
    const html = renderToString(
      <App site={site} page={{ ...page, frontmatter: {} } as unknown as PageData} parts={parts} />,
    );
    expect(html).not.toContain('is-tool');
  });
});
