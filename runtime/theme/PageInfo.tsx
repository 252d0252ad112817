import type { ReactElement } from 'react';
import { usePage, useSite } from '../app/contexts.ts';
import { colorIndex, normalizeAuthors, normalizeTerms } from '../shared/page-info.ts';
import { formatReadingTime } from '../shared/reading-time.ts';
import { Icon } from './Icon.tsx';

export const DEFAULT_INFO_ORDER = ['Author', 'Original', 'Date', 'PageView', 'ReadingTime', 'Category', 'Tag'] as const;

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
  const reading = page.readingTime.words ? formatReadingTime(page.readingTime, texts) : null;
  const items: Record<string, ReactElement | null> = {
    Author: authors.length ? <span title={texts.author}><Icon name="circle-user" />{authors.map((a, i) => (
      <span key={a.name}>{i > 0 && ', '}{a.url ? <a href={a.url} target="_blank" rel="noopener noreferrer">{a.name}</a> : a.name}</span>))}</span> : null,
    Original: fm.isOriginal === true ? <span className="badge-original">{texts.origin}</span> : null,
    Date: date && !Number.isNaN(date.getTime()) ? <span title={texts.date}><Icon name="calendar" /><time dateTime={date.toISOString()}>{date.toLocaleDateString(site.locale.lang)}</time></span> : null,
    PageView: null,
    ReadingTime: reading && fm.readingTime !== false ? <span title={texts.readingTime}><Icon name="timer" />{reading.minutes}</span> : null,
    Category: categories.length ? <span title={texts.category}><Icon name="folder" />{categories.map((c) => <span key={c.name} className={`term color-${colorIndex(c.name)}`}>{c.name}</span>)}</span> : null,
    Tag: tags.length ? <span title={texts.tag}><Icon name="tag" />{tags.map((t) => <span key={t.name} className={`term color-${colorIndex(t.name)}`}>{t.name}</span>)}</span> : null,
  };
  const shown = DEFAULT_INFO_ORDER.filter((k) => items[k]);
  if (!shown.length) return null;
  return <div className="page-info">{shown.map((k) => <span key={k} className={`page-info-item ${k.toLowerCase()}`}>{items[k]}</span>)}</div>;
}
