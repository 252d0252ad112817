import { describe, expect, it } from 'vitest';
import { translatableText } from '../../../cli/site/git-texts.ts';
import { fallbackPages } from '../../../cli/site/fallback-pages.ts';
import { pairTranslations } from '../../../cli/site/translations.ts';
import type { SourcePage } from '../../../cli/site/scan.ts';

const locales = {
  '/': { lang: 'en-US', name: 'English' },
  '/zh/': { lang: 'zh-CN', name: '简体中文', missing: 'fallback' as const },
} as unknown as Parameters<typeof pairTranslations>[0]['locales'];

const page = (relativePath: string, frontmatter: Record<string, unknown> = {}): SourcePage => {
  const route = `/${relativePath.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '')}`;
  return {
    file: `/docs/${relativePath}`,
    relativePath,
    sourcePath: relativePath,
    displayPath: `docs/${relativePath}`,
    route,
    locale: relativePath.startsWith('zh/') ? '/zh/' : '/',
    source: '',
    frontmatter,
    body: '',
    bodyLineOffset: 0,
    title: relativePath,
    git: { contributors: [] },
  };
};

describe('what a translator translates', () => {
  it('leaves out the front matter and counts every run of whitespace as one space', () => {
    const before = '---\ntitle: A\n---\n\nOne line\nwrapped here.\n';
    expect(translatableText(before)).toBe(
      translatableText('---\ntitle: B\norder: 2\n---\nOne line wrapped   here.'),
    );
    expect(translatableText(before)).not.toBe(
      translatableText('---\ntitle: A\n---\nOne line, wrapped here.'),
    );
    expect(translatableText('---\n---\nText')).toBe('Text');
  });
});

describe('pairing pages with their translations', () => {
  const pages = [
    page('guide/a.md'),
    page('guide/b.md'),
    page('guide/c.md', { translation: false }),
    page('zh/guide/a.md'),
    page('zh/指南/b.md', { translation: { source: 'guide/b.md' } }),
  ];

  it('pairs by route or by the source the front matter names, and leaves out pages of one locale', () => {
    const pairs = pairTranslations({ locales }, pages).map((r) => [
      r.source.route,
      r.translation?.route ?? null,
      r.state,
    ]);
    expect(pairs).toEqual([
      ['/guide/a', '/zh/guide/a', 'current'],
      ['/guide/b', '/zh/指南/b', 'current'],
    ]);
  });

  it("serves a missing page's source at the locale's path, saying where it comes from", () => {
    const more = [...pages, page('guide/d.md')];
    const fallbacks = fallbackPages({ locales }, more);
    expect(fallbacks.map((p) => [p.route, p.locale, p.file, p.fallback])).toEqual([
      [
        '/zh/guide/d',
        '/zh/',
        '/docs/guide/d.md',
        { state: 'fallback', source: '/guide/d', lang: 'en-US', language: 'English' },
      ],
    ]);
  });
});
