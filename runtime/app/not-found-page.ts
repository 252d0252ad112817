import type { PageData, SiteData } from '../shared/types.ts';

/** The page shown for a path no route matches, in the locale the path belongs to. */
export function notFoundPage(path: string, site: SiteData): PageData {
  return {
    route: path,
    locale: site.locale.prefix,
    title: site.locale.texts.notFoundTitle,
    description: '',
    frontmatter: { sidebar: false, toc: false },
    headers: [],
    html: '',
    islands: [],
    filePathRelative: '',
    git: { contributors: [] },
    readingTime: { minutes: 0, words: 0 },
    layout: 'NotFound',
  };
}
