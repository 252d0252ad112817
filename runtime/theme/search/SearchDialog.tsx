import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useRouter, useSite } from '../../app/contexts.ts';
import { forgetRecent, readRecent, rememberRecent } from './recent-searches.ts';
import { SearchBody } from './SearchBody.tsx';
import { SearchFooter } from './SearchFooter.tsx';
import { SearchForm } from './SearchForm.tsx';
import { resultItems, type ResultItem } from './SearchResults.tsx';
import { useSearch } from './use-search.ts';
import { useSearchKeys } from './use-search-keys.ts';

/** Opens `dialog` as a modal with focus in `input`; on close, focus returns where it was. */
function useModal(
  dialog: RefObject<HTMLDialogElement | null>,
  input: RefObject<HTMLInputElement | null>,
) {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    input.current?.focus();
    document.documentElement.classList.add('search-open');
    return () => {
      document.documentElement.classList.remove('search-open');
      previous?.focus({ preventScroll: true });
    };
  }, [dialog, input]);
}

/** The active entry's element id, kept in view as the arrows move; the first entry is active on each change. */
function useActiveEntry(
  showing: 'search' | 'recent',
  items: ResultItem[],
  count: number,
  [active, setActive]: [number, (index: number) => void],
  results: unknown,
): string | undefined {
  const id = showing === 'search' ? items[active]?.id : `search-recent-${active}`;
  useEffect(() => setActive(0), [results, showing, setActive]);
  useEffect(() => {
    document.getElementById(id ?? '')?.scrollIntoView({ block: 'nearest' });
  }, [id]);
  return count ? id : undefined;
}

/** Following a result: the query is remembered, the dialog closes and the router opens the page. */
function useFollow(remember: () => void, onClose: () => void) {
  const router = useRouter();
  return (item: ResultItem) => {
    remember();
    // the page must scroll again before the router scrolls to the heading
    document.documentElement.classList.remove('search-open');
    onClose();
    void router.navigate(item.href);
  };
}

/**
 * The search dialog: a modal <dialog> (the browser traps focus and keeps the page inert), an input that keeps
 * focus while arrows move through the results, and a body that shows recent searches, results, no results or the
 * network failure. Loaded on first use; opening it opens the index.
 */
export default function SearchDialog({
  onClose,
  initialQuery = '',
}: {
  onClose(): void;
  initialQuery?: string;
}) {
  const site = useSite();
  const { texts, prefix } = site.locale;
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(() => readRecent(prefix));
  const search = useSearch(query);
  const items = useMemo(() => resultItems(search.results, site.base), [search.results, site.base]);
  const showing = query.trim() ? 'search' : 'recent';
  const count = showing === 'search' ? items.length : recent.length;

  useModal(dialog, input);
  const activeId = useActiveEntry(showing, items, count, [active, setActive], search.results);

  const select = useFollow(
    () => setRecent(rememberRecent(prefix, search.answered || query)),
    onClose,
  );

  const forget = (q: string) => setRecent(forgetRecent(prefix, q));
  const onKeyDown = useSearchKeys({
    showing,
    items,
    recent,
    active,
    setActive,
    onClose,
    onSelect: select,
    onPickRecent: setQuery,
    onForgetRecent: forget,
  });
  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={texts.searchPlaceholder}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className="search-panel">
        <SearchForm
          input={input}
          query={query}
          loading={search.status === 'loading'}
          expanded={count > 0}
          activeId={activeId}
          onQuery={setQuery}
          onKeyDown={onKeyDown}
          onClose={onClose}
        />
        <SearchBody
          showing={showing}
          search={search}
          items={items}
          recent={recent}
          active={active}
          onActivate={setActive}
          onSelect={select}
          onPickRecent={setQuery}
          onForgetRecent={forget}
        />
        <SearchFooter />
      </div>
    </dialog>
  );
}
