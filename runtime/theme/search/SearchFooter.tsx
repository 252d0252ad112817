import { useSite } from '../../app/contexts.ts';

/** The keys the dialog answers to; the input itself tells assistive technology the same. */
export function SearchFooter() {
  const { texts } = useSite().locale;
  return (
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
  );
}
