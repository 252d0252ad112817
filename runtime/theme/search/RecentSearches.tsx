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
      <h3 className="search-group-title" id="search-recent-title">
        {texts.searchRecent}
      </h3>
      <ul id="search-results" role="listbox" aria-labelledby="search-recent-title">
        {items.map((query, i) => (
          // an option holds no controls of its own: the whole row picks the query, and the cross (or Delete on the
          // active row, handled by the input) forgets it
          <li
            key={query}
            id={`search-recent-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            onMouseMove={() => {
              if (i !== active) onActivate(i);
            }}
            onClick={() => onPick(query)}
          >
            <span className="search-recent-query">
              <Icon name="clock" />
              <span>{query}</span>
            </span>
            <span
              className="search-recent-forget"
              aria-hidden="true"
              title={texts.searchRemoveRecent}
              onClick={(e) => {
                e.stopPropagation();
                onForget(query);
              }}
            >
              <Icon name="x" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
