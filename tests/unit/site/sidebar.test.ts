import { describe, expect, it } from 'vitest';
import {
  compareByOrder,
  resolveSidebar,
  type SidebarPage,
  type SidebarProblem,
} from '../../../cli/site/sidebar.ts';

const pages = new Map<string, SidebarPage>([
  ['/guide/', { route: '/guide/', title: 'Introduction' }],
  ['/guide/install/', { route: '/guide/install/', title: 'Install', icon: 'download' }],
  ['/guide/install/docker', { route: '/guide/install/docker', title: 'Docker', order: 5 }],
  ['/guide/install/script', { route: '/guide/install/script', title: 'Script', order: 1 }],
  ['/guide/install/zz', { route: '/guide/install/zz', title: 'Aardvark' }],
  ['/guide/install/old', { route: '/guide/install/old', title: 'Old', order: -1 }],
  ['/guide/webdav', { route: '/guide/webdav', title: 'WebDAV', shortTitle: 'DAV' }],
]);

describe('sidebar resolution', () => {
  it('builds groups from folders in front matter order', () => {
    const items = resolveSidebar(
      ['', { prefix: 'install/', children: 'structure' }, 'webdav'],
      '/guide/',
      pages,
    );
    expect(items.map((i) => i.text)).toEqual(['Introduction', 'Install', 'DAV']);
    expect(items[1]).toMatchObject({
      link: '/guide/install/',
      icon: 'download',
      collapsible: true,
    });
    expect(items[1].children!.map((c) => c.text)).toEqual(['Script', 'Docker', 'Aardvark', 'Old']);
  });
  it('reports entries that name no page', () => {
    const problems: SidebarProblem[] = [];
    resolveSidebar(['missing'], '/guide/', pages, problems);
    expect(problems).toEqual([
      { prefix: '/guide/', message: 'sidebar entry "missing" names no page (/guide/missing)' },
    ]);
  });
  it('keeps a link elsewhere as written, with no page to find', () => {
    const problems: SidebarProblem[] = [];
    expect(
      resolveSidebar(
        [{ text: 'MDN', link: 'https://developer.mozilla.org/' }],
        '/guide/',
        pages,
        problems,
      ),
    ).toEqual([{ text: 'MDN', link: 'https://developer.mozilla.org/', collapsible: false }]);
    expect(problems).toEqual([]);
  });
  it('starts a whole structure sidebar with the folder index', () => {
    expect(resolveSidebar('structure', '/guide/install/', pages).map((i) => i.text)).toEqual([
      'Install',
      'Script',
      'Docker',
      'Aardvark',
      'Old',
    ]);
  });
  it('makes a folder holding only its index page a link to it, and one with more pages a group that links it', () => {
    const site = new Map<string, SidebarPage>([
      ['/', { route: '/', title: 'Home' }],
      ['/options/', { route: '/options/', title: 'Options' }],
      ['/guide/', { route: '/guide/', title: 'Guide' }],
      ['/guide/start', { route: '/guide/start', title: 'Start' }],
      ['/api/deep/', { route: '/api/deep/', title: 'Deep' }],
    ]);
    expect(resolveSidebar('structure', '/', site)).toEqual([
      { text: 'Home', link: '/' },
      {
        text: 'api',
        link: undefined,
        icon: undefined,
        collapsible: true,
        children: [{ text: 'Deep', link: '/api/deep/' }],
      },
      {
        text: 'Guide',
        link: '/guide/',
        icon: undefined,
        collapsible: true,
        children: [{ text: 'Start', link: '/guide/start' }],
      },
      { text: 'Options', link: '/options/' },
    ]);
  });
  it("lists only its own locale's pages: another locale's folder under it is not a group of it", () => {
    const site = new Map<string, SidebarPage>([
      ['/', { route: '/', title: 'Home', locale: '/' }],
      ['/guide/', { route: '/guide/', title: 'Guide', locale: '/' }],
      ['/zh-CN/', { route: '/zh-CN/', title: '首页', locale: '/zh-CN/' }],
      ['/zh-CN/guide/', { route: '/zh-CN/guide/', title: '指南', locale: '/zh-CN/' }],
    ]);
    expect(resolveSidebar('structure', '/', site).map((i) => i.text)).toEqual(['Home', 'Guide']);
    expect(resolveSidebar('structure', '/zh-CN/', site).map((i) => i.text)).toEqual([
      '首页',
      '指南',
    ]);
  });

  it('sorts positive orders, then unordered pages, then negative ones', () => {
    const list = [
      { route: 'a', title: 'B' },
      { route: 'b', title: 'A', order: -2 },
      { route: 'c', title: 'C', order: 3 },
    ];
    expect([...list].sort(compareByOrder).map((p) => p.route)).toEqual(['c', 'a', 'b']);
  });
});
