import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter, useSite } from '../../app/contexts.ts';
import { Icon } from '../Icon.tsx';
import { forgetRecent, readRecent, rememberRecent } from './recent-searches.ts';
import { RecentSearches } from './RecentSearches.tsx';
import { resultItems, SearchResults, type ResultItem } from './SearchResults.tsx';
import { useSearch } from './use-search.ts';

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
  const router = useRouter();
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

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    input.current?.focus();
    document.documentElement.classList.add('search-open');
    return () => {
      document.documentElement.classList.remove('search-open');
      previous?.focus({ preventScroll: true });
    };
  }, []);
  useEffect(() => setActive(0), [search.results, showing]);
  useEffect(() => {
    document
      .getElementById(showing === 'search' ? (items[active]?.id ?? '') : `search-recent-${active}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active, items, showing]);

  const select = (item: ResultItem) => {
    setRecent(rememberRecent(prefix, search.answered || query));
    // the page must scroll again before the router scrolls to the heading
    document.documentElement.classList.remove('search-open');
    onClose();
    void router.navigate(item.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter and arrows belong to the input method while it composes (pinyin, kana)
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Escape') {
      // handled here rather than left to the dialog: a search input would otherwise spend Esc on clearing itself
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count) setActive((a) => (a + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Delete' && showing === 'recent' && recent[active]) {
      event.preventDefault();
      setRecent(forgetRecent(prefix, recent[active]));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (showing === 'search' && items[active]) select(items[active]);
      else if (showing === 'recent' && recent[active]) setQuery(recent[active]);
    }
  };

  const activeId = count
    ? showing === 'search'
      ? items[active]?.id
      : `search-recent-${active}`
    : undefined;
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
        <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
          <Icon
            name={search.status === 'loading' ? 'loader-circle' : 'search'}
            className={search.status === 'loading' ? 'spin' : undefined}
          />
          <input
            ref={input}
            className="search-input"
            type="search"
            value={query}
            placeholder={texts.searchPlaceholder}
            aria-label={texts.searchPlaceholder}
            role="combobox"
            aria-expanded={count > 0}
            aria-controls="search-results"
            aria-activedescendant={activeId}
            aria-autocomplete="list"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={64}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-close" onClick={onClose}>
            <span className="search-close-text">{texts.close}</span>
            <kbd className="search-close-key" aria-hidden="true">
              Esc
            </kbd>
          </button>
        </form>
        <div className="search-body" aria-live="polite">
          {showing === 'recent' && (
            <RecentSearches
              items={recent}
              active={active}
              onActivate={setActive}
              onPick={setQuery}
              onForget={(q) => setRecent(forgetRecent(prefix, q))}
            />
          )}
          {showing === 'search' && search.status === 'loading' && (
            <p className="search-message">{texts.searchLoading}</p>
          )}
          {showing === 'search' && search.status === 'empty' && (
            <p className="search-message search-empty">
              {texts.searchNoResults} <q>{search.answered}</q>
            </p>
          )}
          {showing === 'search' && search.status === 'failed' && (
            <div className="search-message search-failed" role="alert">
              <Icon name="circle-alert" />
              <p>{texts.searchFailed}</p>
            </div>
          )}
          {showing === 'search' && search.status === 'results' && (
            <SearchResults
              results={search.results}
              items={items}
              active={active}
              onActivate={setActive}
              onSelect={select}
            />
          )}
        </div>
        <footer className="search-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {texts.searchNavigate}
          </span>
          <span>
            <kbd>↵</kbd> {texts.searchSelect}
          </span>
          <span>
            <kbd>Esc</kbd> {texts.searchClose}
          </span>
        </footer>
      </div>
    </dialog>
  );
}
