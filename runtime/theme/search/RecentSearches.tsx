import { useTexts } from '../../app/contexts.ts';
import { Icon } from '../Icon.tsx';

interface Props {
  items: string[];
  active: number;
  onActivate(index: number): void;
  onPick(query: string): void;
  onForget(query: string): void;
}

/** What the reader searched before (in this locale), shown while the input is empty. */
export function RecentSearches({ items, active, onActivate, onPick, onForget }: Props) {
  const texts = useTexts();
  if (!items.length) return null;
  return (
    <div className="search-recent">
      <h3 className="search-group-title" id="search-recent-title">{texts.searchRecent}</h3>
      <ul id="search-results" role="listbox" aria-labelledby="search-recent-title">
        {items.map((query, i) => (
          <li key={query} id={`search-recent-${i}`} role="option" aria-selected={i === active} className={i === active ? 'active' : undefined}
            onMouseMove={() => { if (i !== active) onActivate(i); }}>
            <button type="button" className="search-recent-query" tabIndex={-1} onClick={() => onPick(query)}>
              <Icon name="clock" /><span>{query}</span>
            </button>
            <button type="button" className="search-recent-forget" tabIndex={-1} aria-label={texts.searchRemoveRecent} title={texts.searchRemoveRecent}
              onClick={() => onForget(query)}>
              <Icon name="x" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
