import { describe, expect, it } from 'vitest';
import { checkSidebars } from '../../../cli/check/sidebars.ts';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';

function page(route: string): SourcePage {
  return {
    route,
    locale: '/',
    title: route,
    displayPath: `${route}.md`,
    frontmatter: {},
  } as unknown as SourcePage;
}

function config(navbar: unknown[]): ResolvedConfig {
  const sidebar = { '/guide/': [{ text: 'Guide', children: ['/guide/start'] }] };
  return { locales: { '/': { lang: 'zh-CN', navbar, sidebar } } } as unknown as ResolvedConfig;
}

const unreached = (c: ResolvedConfig, pages: SourcePage[]) =>
  checkSidebars(c, pages)
    .filter((d) => d.rule === 'sidebar/unreached')
    .map((d) => d.message);

describe('checkSidebars', () => {
  const pages = [page('/guide/'), page('/guide/start'), page('/guide/extra')];

  it('counts a page the navbar links to, in a menu or with a hash, as reached', () => {
    const navbar = [
      { text: '指南', children: [{ text: '开始', link: '/guide/#top' }] },
      { text: '其他', link: '/elsewhere/' },
    ];
    expect(unreached(config(navbar), pages)).toEqual([
      'no sidebar links to this page (/guide/extra)',
    ]);
  });

  it('still reports a page that neither the sidebar nor the navbar links', () => {
    expect(unreached(config([]), pages)).toEqual([
      'no sidebar links to this page (/guide/)',
      'no sidebar links to this page (/guide/extra)',
    ]);
  });
});
