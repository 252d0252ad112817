import { sha } from '../core/content-hash.ts';
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

/** One page's part of the index: its route, title and sections, without their page number. */
export interface PageSource {
  route: string;
  title: string;
  sections: Omit<SourceSection, 'page'>[];
  /** Everything the rest follows from (pageDigest): the search worker knows the page's terms by it. */
  digest?: string;
}

/** Everything a page's part of the index follows from (pageSource), as one line: made without its text. */
export function pageDigest({ data, compiled }: BuiltPage): string {
  const sections = compiled.sectionsDigest ?? sha(JSON.stringify(compiled.sections));
  return JSON.stringify([data.route, data.title, data.description, sections]);
}

/**
 * A searchable page's sections (null for one left out). Every page gets an opening section (slug ''), even when its
 * text starts with a heading, because that section is where a match on the page title points. A page without
 * opening text shows its description there instead.
 */
export function pageSource(page: BuiltPage): PageSource | null {
  if (!isSearchable(page)) return null;
  const sections = page.compiled.sections;
  const opening =
    sections[0]?.slug === '' ? sections[0] : { slug: '', title: '', text: '', code: '' };
  return {
    route: page.data.route,
    title: page.data.title,
    sections: [
      { slug: '', heading: '', text: opening.text || page.data.description, code: opening.code },
      ...sections
        .filter((s) => s !== opening)
        .map((s) => ({ slug: s.slug, heading: s.title, text: s.text, code: s.code })),
    ],
    digest: pageDigest(page),
  };
}
