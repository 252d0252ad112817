import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTexts } from '../app/contexts.ts';
import { Icon } from './Icon.tsx';

type Dialog = ComponentType<{ onClose(): void; initialQuery?: string }>;

/** Raised (with the query as detail) by links that open the search on a term, such as a page's categories and tags. */
export const SEARCH_EVENT = 'docs-build-search';
/** The URL parameter that opens the search on load: the same links work in a new tab or without a click handler. */
export const SEARCH_PARAM = 'search';
let dialogModule: Promise<Dialog> | null = null;

/** The dialog and the search engine come in a chunk of their own, fetched on first use (or a hover before it). */
function loadDialog(): Promise<Dialog> {
  dialogModule ??= import('./search/SearchDialog.tsx').then((m) => m.default);
  dialogModule.catch(() => {
    dialogModule = null;
  });
  return dialogModule;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navbar's search button and the keyboard shortcuts that open the dialog: `/` (unless typing somewhere) and
 * Ctrl+K or Cmd+K. Nothing of the index is fetched before one of them is used.
 */
export function SearchBox() {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  const [SearchDialog, setDialog] = useState<Dialog | null>(null);
  const [shortcut, setShortcut] = useState('');
  const [initialQuery, setInitialQuery] = useState('');

  const show = useCallback((query = '') => {
    setInitialQuery(query);
    setOpen(true);
    loadDialog().then(
      (d) => setDialog(() => d),
      () => setOpen(false),
    );
  }, []);

  useEffect(() => {
    // decided after hydration: the server cannot know the reader's platform
    setShortcut(
      /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘ K' : 'Ctrl K',
    );
    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing || event.defaultPrevented) return;
      const commandK =
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isEditable(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      show();
    };
    const onSearch = (event: Event) => show(String((event as CustomEvent).detail ?? ''));
    window.addEventListener('keydown', onKey);
    window.addEventListener(SEARCH_EVENT, onSearch);
    const asked = new URLSearchParams(location.search).get(SEARCH_PARAM);
    if (asked) show(asked);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(SEARCH_EVENT, onSearch);
    };
  }, [show]);

  return (
    <>
      <button
        type="button"
        className="search-button"
        onClick={() => show()}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
      >
        <Icon name="search" />
        <span className="search-button-text">{texts.searchPlaceholder}</span>
        {/* announced through aria-keyshortcuts, so it stays out of the name; there from the server on (empty,
            and unseen, until the platform is known), so the button keeps its width through hydration */}
        <kbd className="search-button-key" aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {open && SearchDialog && (
        <SearchDialog onClose={() => setOpen(false)} initialQuery={initialQuery} />
      )}
    </>
  );
}
