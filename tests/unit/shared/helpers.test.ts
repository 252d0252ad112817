import { describe, expect, it, vi } from 'vitest';
import { buildBreadcrumb } from '../../../runtime/shared/breadcrumb.ts';
import { editLink, pageEditLink, repoHost } from '../../../runtime/shared/edit-link.ts';
import { colorIndex, normalizeAuthors, normalizeTerms } from '../../../runtime/shared/page-info.ts';
import {
  countWords,
  formatReadingTime,
  readingTime,
} from '../../../runtime/shared/reading-time.ts';
import { flattenLinks, prevNext, sidebarFor } from '../../../runtime/shared/sidebar.ts';

const en = {
  lessThanOneMinute: 'Less than 1 minute',
  aboutMinutes: 'About $n min',
  aboutWords: 'About $n words',
};
const zh = {
  lessThanOneMinute: '小于 1 分钟',
  aboutMinutes: '大约 $n 分钟',
  aboutWords: '约 $n 字',
};

describe('reading time', () => {
  it('counts CJK characters as words', () => {
    expect(countWords('Mount the storage')).toBe(3);
    expect(countWords('挂载存储')).toBe(4);
    expect(countWords('添加 115 网盘 storage')).toBe(6);
  });
  it.each([
    [10, en, 'Less than 1 minute', 'About 10 words'],
    [900, en, 'About 3 min', 'About 900 words'],
    [450, zh, '大约 2 分钟', '约 450 字'],
  ])('%i words', (words, texts, minutes, wordsText) => {
    const time = readingTime(Array.from({ length: words }, () => 'w').join(' '));
    expect(formatReadingTime(time, texts)).toEqual({ minutes, words: wordsText });
  });
});

describe('breadcrumb', () => {
  const routes = {
    '/': { title: 'Home', chunk: '', locale: '/' },
    '/guide/': { title: 'Guide', chunk: '', locale: '/', icon: 'book' },
    '/guide/install/docker': { title: 'Docker', chunk: '', locale: '/' },
    '/guide/hidden/': { title: 'Hidden', chunk: '', locale: '/', breadcrumbExclude: true },
    '/guide/hidden/x': { title: '', chunk: '', locale: '/' },
  };
  const texts = { home: 'Home', unknown: 'Unknown' };
  it('starts at Home and skips segments without a page', () => {
    expect(
      buildBreadcrumb('/guide/install/docker', '/', routes, texts).map((c) => c.title),
    ).toEqual(['Home', 'Guide', 'Docker']);
  });
  it('leaves out excluded pages and shows Unknown for a missing title', () => {
    expect(buildBreadcrumb('/guide/hidden/x', '/', routes, texts).map((c) => c.title)).toEqual([
      'Home',
      'Guide',
      'Unknown',
    ]);
  });
});

describe('edit links', () => {
  it.each([
    ['alist-org/docs', 'https://github.com/alist-org/docs/edit/main/docs/guide/x.md'],
    ['https://gitlab.com/a/b', 'https://gitlab.com/a/b/-/edit/main/docs/guide/x.md'],
    ['https://gitee.com/a/b', 'https://gitee.com/a/b/edit/main/docs/guide/x.md'],
    [
      'https://bitbucket.org/a/b',
      'https://bitbucket.org/a/b/src/main/docs/guide/x.md?mode=edit&spa=0&at=main&fileviewer=file-view-default',
    ],
  ])('%s', (repo, url) =>
    expect(editLink({ repo, docsDir: 'docs', file: 'guide/x.md' })).toBe(url),
  );
  it('has no edit link for an unknown host', () => {
    expect(repoHost('https://git.example.org/a/b')).toBe('source');
    expect(editLink({ repo: 'https://git.example.org/a/b', file: 'x.md' })).toBeNull();
  });
  it("takes the site's own pattern first, on any host, with the page's file for :path", () => {
    const repo = { repo: '', docsRepo: 'a/b', docsBranch: 'main', docsDir: 'docs' };
    const editPattern = 'https://git.example.org/docs/-/edit/dev/site/:path';
    expect(pageEditLink({ ...repo, editPattern }, 'guide/x.md')).toBe(
      'https://git.example.org/docs/-/edit/dev/site/guide/x.md',
    );
    expect(pageEditLink(repo, 'x.md')).toBe('https://github.com/a/b/edit/main/docs/x.md');
    expect(pageEditLink({ ...repo, docsRepo: '' }, 'x.md')).toBeNull();
  });
});

describe('page info normalisation', () => {
  it('accepts the author forms and rejects others with a logged error', () => {
    const log = vi.fn();
    expect(normalizeAuthors('Ann', log)).toEqual([{ name: 'Ann' }]);
    expect(normalizeAuthors([{ name: 'Ann', url: 'https://a' }, 'Bo'], log)).toEqual([
      { name: 'Ann', url: 'https://a' },
      { name: 'Bo' },
    ]);
    expect(normalizeAuthors(42, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });
  it('accepts a string or a list of strings as category and tag', () => {
    const log = vi.fn();
    expect(normalizeTerms('a', 'tag', undefined, log)).toEqual([{ name: 'a', path: undefined }]);
    expect(
      normalizeTerms(['a', 'b'], 'category', (n) => `/category/${n}`, log).map((t) => t.path),
    ).toEqual(['/category/a', '/category/b']);
    expect(normalizeTerms([1], 'tag', undefined, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });
  it('picks a stable colour index', () => {
    expect(colorIndex('docker')).toBe(colorIndex('docker'));
    expect(colorIndex('docker', 3)).toBeLessThan(3);
  });
});

describe('sidebar helpers', () => {
  const config = {
    '/guide/': [
      {
        text: 'Install',
        children: [
          { text: 'Docker', link: '/guide/install/docker' },
          { text: 'Script', link: '/guide/install/script' },
        ],
      },
      { text: 'FAQ', link: '/guide/faq' },
    ],
    '/guide/tool/': false as const,
  };
  it('chooses the longest matching prefix', () => {
    expect(sidebarFor('/guide/tool/x', config)?.prefix).toBe('/guide/tool/');
    expect(sidebarFor('/guide/x', config)?.prefix).toBe('/guide/');
    expect(sidebarFor('/faq/', config)).toBeNull();
  });
  it('orders previous and next by the sidebar', () => {
    const items = config['/guide/'];
    expect(flattenLinks(items).map((l) => l.link)).toEqual([
      '/guide/install/docker',
      '/guide/install/script',
      '/guide/faq',
    ]);
    expect(prevNext(items, '/guide/install/script')).toEqual({
      prev: { text: 'Docker', link: '/guide/install/docker' },
      next: { text: 'FAQ', link: '/guide/faq' },
    });
  });
});
