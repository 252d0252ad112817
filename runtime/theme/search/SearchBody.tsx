import { useSite } from '../../app/contexts.ts';
import { Icon } from '../Icon.tsx';
import { RecentSearches } from './RecentSearches.tsx';
import { SearchResults, type ResultItem } from './SearchResults.tsx';
import type { SearchState } from './use-search.ts';

/** What the dialog shows under the input: recent searches, or the search's progress, results or failure. */
export function SearchBody({
  showing,
  search,
  items,
  recent,
  active,
  onActivate,
  onSelect,
  onPickRecent,
  onForgetRecent,
}: {
  showing: 'search' | 'recent';
  search: SearchState;
  items: ResultItem[];
  recent: string[];
  active: number;
  onActivate(index: number): void;
  onSelect(item: ResultItem): void;
  onPickRecent(query: string): void;
  onForgetRecent(query: string): void;
}) {
  const { texts } = useSite().locale;
  const searching = showing === 'search';
  return (
    <div className="search-body" aria-live="polite">
      {showing === 'recent' && (
        <RecentSearches
          items={recent}
          active={active}
          onActivate={onActivate}
          onPick={onPickRecent}
          onForget={onForgetRecent}
        />
      )}
      {searching && search.status === 'loading' && (
        <p className="search-message">{texts.searchLoading}</p>
      )}
      {searching && search.status === 'empty' && (
        <p className="search-message search-empty">
          {texts.searchNoResults} <q>{search.answered}</q>
        </p>
      )}
      {searching && search.status === 'failed' && (
        <div className="search-message search-failed" role="alert">
          <Icon name="circle-alert" />
          <p>{texts.searchFailed}</p>
        </div>
      )}
      {searching && search.status === 'results' && (
        <SearchResults
          results={search.results}
          items={items}
          active={active}
          onActivate={onActivate}
          onSelect={onSelect}
        />
      )}
    </div>
  );
}
