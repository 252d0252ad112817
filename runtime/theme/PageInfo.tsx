import type { MouseEvent, ReactElement } from 'react';
import { useHref, usePage, useSite } from '../app/contexts.ts';
import { textUnlessServerRendered } from '../app/server-rendered.ts';
import { formatDate } from '../shared/dates.ts';
import { colorIndex, normalizeAuthors, normalizeTerms, type Term } from '../shared/page-info.ts';
import { formatReadingTime } from '../shared/reading-time.ts';
import { Icon } from './Icon.tsx';
import { SEARCH_EVENT, SEARCH_PARAM } from './SearchBox.tsx';

/**
 * A category or tag: a link to its own page when it has a path, otherwise to a search for it (the site has no
 * category or tag pages). Coloured by index, so a term keeps its colour on every page.
 */
function TermLink({ term }: { term: Term }) {
  const href = useHref();
  const className = `term color-${colorIndex(term.name)}`;
  if (term.path)
    return (
      <a className={className} href={href(term.path)}>
        {term.name}
      </a>
    );
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

/** The info row under the title, in the seed's default order; items without data are left out. */
export function PageInfo() {
  const site = useSite();
  const page = usePage();
  const fm = page.frontmatter;
  const texts = site.locale.texts;
  if (fm.pageInfo === false) return null;
  const authors = normalizeAuthors(fm.author);
  const categories = normalizeTerms(fm.category ?? fm.categories, 'category');
  const tags = normalizeTerms(fm.tag ?? fm.tags, 'tag');
  const date = fm.date ? new Date(String(fm.date)) : null;
  const valid = date && !Number.isNaN(date.getTime()) ? date : null;
  const dateText = textUnlessServerRendered(page, () =>
    valid ? formatDate(valid, site.locale.lang) : '',
  );
  const reading = page.readingTime.words ? formatReadingTime(page.readingTime, texts) : null;
  const items: Record<string, ReactElement | null> = {
    Author: authors.length ? (
      <span title={texts.author}>
        <Icon name="circle-user" />
        {authors.map((a, i) => (
          <span key={a.name}>
            {i > 0 && ', '}
            {a.url ? (
              <a href={a.url} target="_blank" rel="noopener noreferrer">
                {a.name}
              </a>
            ) : (
              a.name
            )}
          </span>
        ))}
      </span>
    ) : null,
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
    Category: categories.length ? (
      <span title={texts.category}>
        <Icon name="folder" />
        {categories.map((c) => (
          <TermLink key={c.name} term={c} />
        ))}
      </span>
    ) : null,
    Tag: tags.length ? (
      <span title={texts.tag}>
        <Icon name="tag" />
        {tags.map((t) => (
          <TermLink key={t.name} term={t} />
        ))}
      </span>
    ) : null,
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
