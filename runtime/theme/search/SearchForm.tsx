import { useSite } from '../../app/contexts.ts';
import type { KeyboardEvent, RefObject } from 'react';
import { Icon } from '../Icon.tsx';

/** The search box: a combobox over the results, with the close button beside it. */
export function SearchForm({
  input,
  query,
  loading,
  expanded,
  activeId,
  onQuery,
  onKeyDown,
  onClose,
}: {
  input: RefObject<HTMLInputElement>;
  query: string;
  loading: boolean;
  expanded: boolean;
  activeId: string | undefined;
  onQuery(query: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onClose(): void;
}) {
  const { texts } = useSite().locale;
  return (
    <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
      <Icon name={loading ? 'loader-circle' : 'search'} className={loading ? 'spin' : undefined} />
      <input
        ref={input}
        className="search-input"
        type="search"
        value={query}
        placeholder={texts.searchPlaceholder}
        aria-label={texts.searchPlaceholder}
        role="combobox"
        aria-expanded={expanded}
        aria-controls="search-results"
        aria-activedescendant={activeId}
        aria-autocomplete="list"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={64}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="search-close" onClick={onClose}>
        <span className="search-close-text">{texts.close}</span>
        <kbd className="search-close-key" aria-hidden="true">
          Esc
        </kbd>
      </button>
    </form>
  );
}
