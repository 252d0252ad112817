import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import { createSiteData } from '../../../cli/site/site-data.ts';
import { folderText } from '../../../cli/site/folder-names.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';
import type { SidebarItem } from '../../../runtime/shared/types.ts';
import { buildBreadcrumb } from '../../../runtime/shared/breadcrumb.ts';

const config = {
  base: '/',
  title: 'Docs',
  locales: {
    '/': { lang: 'en', name: 'English', texts: {}, navbar: [{ text: 'API', link: '/api/' }] },
    '/zh/': { lang: 'zh-CN', name: '简体中文', texts: {}, navbar: [] },
  },
  localePrefixes: ['/zh/', '/'],
  redirects: [],
  user: {},
} as unknown as ResolvedConfig;

const page = (relativePath: string, route: string, title: string, locale = '/') =>
  ({ relativePath, route, title, locale, frontmatter: {}, body: '' }) as unknown as SourcePage;

const group = (text: string, links: string[]): SidebarItem => ({
  text,
  children: links.map((link) => ({ text: link, link })),
});

describe('folder pages named by the navigation', () => {
  const pages = [
    page('guide/index.md', '/guide/', 'guide'),
    page('guide/start.md', '/guide/start', 'Start'),
    page('api/index.md', '/api/', 'api'),
    page('zh/guide/index.md', '/zh/guide/', 'guide', '/zh/'),
    page('zh/guide/start.md', '/zh/guide/start', '开始', '/zh/'),
    page('about/index.md', '/about/', 'About us'),
  ];
  const sites = createSiteData({
    config,
    pages,
    chunks: new Map(),
    islands: {},
    sidebars: {
      '/': {
        '/': [
          group('Start here', ['/guide/start']),
          group('Guide', ['/guide/a', '/guide/b', '/faq/']),
        ],
      },
      '/zh/': { '/zh/': [group('指南', ['/zh/guide/start.html', '/zh/guide/b'])] },
    },
    icons: { sprite: '', names: [] },
  });

  it("gives an untitled folder page's breadcrumb the text of its locale's navigation", () => {
    const crumbs = (prefix: string, route: string) =>
      buildBreadcrumb(route, prefix, sites[prefix].routes, { home: 'Home', unknown: '?' }).map(
        (c) => c.title,
      );
    expect(crumbs('/', '/guide/start')).toEqual(['Home', 'Guide', 'Start']);
    expect(crumbs('/zh/', '/zh/guide/start')).toEqual(['Home', '指南', '开始']);
    // an entry linking the folder itself wins; a page with a title of its own keeps it
    expect(sites['/'].routes['/api/'].title).toBe('API');
    expect(sites['/'].routes['/about/'].title).toBe('About us');
  });

  it('keeps the folder name where no entry names the folder', () => {
    expect(folderText('/guide/', [group('Mixed', ['/guide/a', '/faq/', '/api/'])])).toBeUndefined();
    expect(folderText('/guide/', [group('Deeper', ['/guide/x/a', '/guide/x/b'])])).toBeUndefined();
    expect(folderText('/guide/x/', [group('Deeper', ['/guide/x/a', '/guide/x/b'])])).toBe('Deeper');
  });
});
