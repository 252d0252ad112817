import type { BuiltPage } from '../markdown/compile-site.ts';

/** What the index is built from: one locale's searchable pages, split into heading sections. */
export interface SearchSource {
  pages: { route: string; title: string }[];
  sections: SourceSection[];
}

export interface SourceSection {
  page: number;
  /** Heading anchor; '' for the page's opening text, which also carries the page title in the index. */
  slug: string;
  heading: string;
  text: string;
  code: string;
}

/** A page is left out with `search: false` in its front matter, and the not-found page always is. */
export function isSearchable(page: BuiltPage): boolean {
  return page.data.layout !== 'NotFound' && page.data.frontmatter.search !== false;
}

/**
 * The sections of the given pages, in page order. Every page gets an opening section (slug ''), even when its text
 * starts with a heading, because that section is where a match on the page title points. A page without opening
 * text shows its description there instead.
 */
export function collectSections(pages: BuiltPage[]): SearchSource {
  const source: SearchSource = { pages: [], sections: [] };
  for (const page of pages.filter(isSearchable)) {
    const index = source.pages.length;
    source.pages.push({ route: page.data.route, title: page.data.title });
    const sections = page.compiled.sections;
    const opening = sections[0]?.slug === '' ? sections[0] : { slug: '', title: '', text: '', code: '' };
    source.sections.push({ page: index, slug: '', heading: '', text: opening.text || page.data.description, code: opening.code });
    for (const s of sections) {
      if (s === opening) continue;
      source.sections.push({ page: index, slug: s.slug, heading: s.title, text: s.text, code: s.code });
    }
  }
  return source;
}
