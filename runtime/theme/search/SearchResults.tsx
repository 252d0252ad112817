import type { MouseEvent } from 'react';
import { useSite } from '../../app/contexts.ts';
import type { PageResult, SectionResult } from '../../search/types.ts';
import { withBase } from '../../shared/routes.ts';
import { Icon } from '../Icon.tsx';
import { Highlight } from './Highlight.tsx';

export interface ResultItem {
  id: string;
  href: string;
  page: PageResult;
  section: SectionResult;
}

/** The results as one flat list, in display order, for keyboard navigation. */
export function resultItems(results: PageResult[], base: string): ResultItem[] {
  return results.flatMap((page, p) =>
    page.sections.map((section, s) => {
      const path = /^[a-z][a-z0-9+.-]*:/i.test(page.url) ? page.url : withBase(base, page.url);
      return {
        id: `search-hit-${p}-${s}`,
        href: path + (section.anchor ? `#${encodeURIComponent(section.anchor)}` : ''),
        page,
        section,
      };
    }),
  );
}

interface Props {
  results: PageResult[];
  items: ResultItem[];
  active: number;
  onActivate(index: number): void;
  onSelect(item: ResultItem): void;
}

/** Results grouped by page: the page title, then its matching sections with heading and excerpt. */
export function SearchResults({ results, items, active, onActivate, onSelect }: Props) {
  const site = useSite();
  const click = (item: ResultItem) => (event: MouseEvent) => {
    // a modified click opens a new tab or window as links do
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onSelect(item);
  };
  return (
    <div className="search-results" id="search-results" role="listbox">
      {results.map((page, p) => (
        <section
          key={page.url}
          className="search-group"
          role="group"
          aria-labelledby={`search-group-${p}`}
        >
          {/* a group may hold only options, so its title is presentational text that names it */}
          <h3 className="search-group-title" id={`search-group-${p}`} role="presentation">
            <Icon name={site.routes[page.url]?.icon} />
            <Highlight value={page.title} />
          </h3>
          <ul role="presentation">
            {page.sections.map((section) => {
              const index = items.findIndex((i) => i.page === page && i.section === section);
              const item = items[index];
              return (
                // the link is the option itself: an option cannot hold a control of its own
                <li
                  key={item.id}
                  role="presentation"
                  className={index === active ? 'active' : undefined}
                >
                  <a
                    id={item.id}
                    role="option"
                    aria-selected={index === active}
                    href={item.href}
                    tabIndex={-1}
                    onClick={click(item)}
                    onMouseMove={() => {
                      if (index !== active) onActivate(index);
                    }}
                  >
                    <span className="search-hit-kind" aria-hidden="true">
                      {section.heading ? '#' : '¶'}
                    </span>
                    <span className="search-hit-body">
                      <span className="search-hit-heading">
                        <Highlight value={section.heading ?? page.title} />
                      </span>
                      {section.excerpt.text && (
                        <span className="search-hit-excerpt">
                          <Highlight value={section.excerpt} />
                        </span>
                      )}
                    </span>
                    <span className="search-hit-enter" aria-hidden="true">
                      ↵
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
