import type { KeyboardEvent } from 'react';
import type { ResultItem } from './SearchResults.tsx';

export interface SearchKeysOptions {
  showing: 'search' | 'recent';
  items: ResultItem[];
  recent: string[];
  active: number;
  setActive(update: (active: number) => number): void;
  onClose(): void;
  onSelect(item: ResultItem): void;
  /** Puts a recent search back in the input. */
  onPickRecent(query: string): void;
  onForgetRecent(query: string): void;
}

/**
 * The input's keys: Esc closes, the arrows move through the entries (wrapping), Enter picks the active one and
 * Delete forgets an active recent search. The input keeps focus throughout.
 */
export function useSearchKeys(options: SearchKeysOptions) {
  const { showing, items, recent, active, setActive, onClose } = options;
  const count = showing === 'search' ? items.length : recent.length;
  const enter = () => {
    if (showing === 'search' && items[active]) options.onSelect(items[active]);
    else if (showing === 'recent' && recent[active]) options.onPickRecent(recent[active]);
  };
  return (event: KeyboardEvent<HTMLInputElement>) => {
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
      options.onForgetRecent(recent[active]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      enter();
    }
  };
}
