import type { MouseEvent, ReactElement } from 'react';
import { useHref, usePage, useSite } from '../app/contexts.ts';
import { textUnlessServerRendered } from '../app/server-rendered.ts';
import { formatDate } from '../shared/dates.ts';
import { colorIndex, normalizeAuthors, normalizeTerms, type Term } from '../shared/page-info.ts';
import { formatReadingTime } from '../shared/reading-time.ts';
import { Icon } from './Icon.tsx';
import { SEARCH_EVENT, SEARCH_PARAM } from './SearchBox.tsx';
import { safeUrl } from '../shared/script-url.ts';

/**
 * A category or tag: a link to its own page when it has a path, otherwise to a search for it (the site has no
 * category or tag pages), or its name alone on a site without search. Coloured by index, so a term keeps its
 * colour on every page.
 */
function TermLink({ term }: { term: Term }) {
  const href = useHref();
  const site = useSite();
  const className = `term color-${colorIndex(term.name)}`;
  if (term.path)
    return (
      <a className={className} href={href(term.path)}>
        {term.name}
      </a>
    );
  if (site.search.provider === 'none') return <span className={className}>{term.name}</span>;
  const openSearch = (event: MouseEvent) => {
    event.preventDefault();
    window.dispatchEvent(new CustomEvent(SEARCH_EVENT, { detail: term.name }));
  };
  return (
    <a
      className={className}
      href={`?${SEARCH_PARAM}=${encodeURIComponent(term.name)}`}
      onClick={openSearch}
    >
      {term.name}
    </a>
  );
}

export const DEFAULT_INFO_ORDER = [
  'Author',
  'Original',
  'Date',
  'PageView',
  'ReadingTime',
  'Category',
  'Tag',
] as const;

/** The page's authors, each linked to their own address when it has one. */
function authorsItem(authors: ReturnType<typeof normalizeAuthors>, title: string) {
  if (!authors.length) return null;
  return (
    <span title={title}>
      <Icon name="circle-user" />
      {authors.map((a, i) => (
        <span key={a.name}>
          {i > 0 && ', '}
          {a.url ? (
            <a href={safeUrl(a.url)} target="_blank" rel="noopener noreferrer">
              {a.name}
            </a>
          ) : (
            a.name
          )}
        </span>
      ))}
    </span>
  );
}

/** The page's categories or tags, each a link (see TermLink). */
function termsItem(terms: Term[], icon: string, title: string) {
  if (!terms.length) return null;
  return (
    <span title={title}>
      <Icon name={icon} />
      {terms.map((t) => (
        <TermLink key={t.name} term={t} />
      ))}
    </span>
  );
}

/** The info row under the title, in the seed's default order; items without data are left out. */
export function PageInfo() {
  const site = useSite();
  const page = usePage();
  const fm = page.frontmatter;
  const texts = site.locale.texts;
  if (fm.pageInfo === false) return null;
  // the page's own authors, else the site's; `author: false` on the page shows none
  const authors =
    fm.author !== undefined
      ? normalizeAuthors(fm.author)
      : site.pageAuthor
        ? [site.pageAuthor]
        : [];
  const categories = normalizeTerms(fm.category ?? fm.categories, 'category');
  const tags = normalizeTerms(fm.tag ?? fm.tags, 'tag');
  const date = fm.date ? new Date(String(fm.date)) : null;
  const valid = date && !Number.isNaN(date.getTime()) ? date : null;
  const dateText = textUnlessServerRendered(page, () =>
    valid ? formatDate(valid, site.locale.lang) : '',
  );
  const reading = page.readingTime.words ? formatReadingTime(page.readingTime, texts) : null;
  const items: Record<string, ReactElement | null> = {
    Author: authorsItem(authors, texts.author),
    Original:
      fm.isOriginal === true ? <span className="badge-original">{texts.origin}</span> : null,
    Date: valid ? (
      <span title={texts.date}>
        <Icon name="calendar" />
        <time dateTime={valid.toISOString()} suppressHydrationWarning>
          {dateText}
        </time>
      </span>
    ) : null,
    // no page-view provider is built in: the item stays off (see WRITING.md)
    PageView: null,
    ReadingTime:
      reading && fm.readingTime !== false ? (
        <span title={texts.readingTime}>
          <Icon name="timer" />
          {reading.minutes}
          <span className="words" title={texts.words}>
            {reading.words}
          </span>
        </span>
      ) : null,
    Category: termsItem(categories, 'folder', texts.category),
    Tag: termsItem(tags, 'tag', texts.tag),
  };
  const shown = DEFAULT_INFO_ORDER.filter((k) => items[k]);
  if (!shown.length) return null;
  return (
    <div className="page-info">
      {shown.map((k) => (
        <span key={k} className={`page-info-item ${k.toLowerCase()}`}>
          {items[k]}
        </span>
      ))}
    </div>
  );
}
