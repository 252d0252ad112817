import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../app/contexts.ts';
import { openEngine, type OpenedEngine } from '../../search/open-engine.ts';
import type { PageResult } from '../../search/types.ts';

export type SearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'failed';

export interface SearchState {
  status: SearchStatus;
  results: PageResult[];
  /** The query the results answer (results stay on screen while the next query runs). */
  answered: string;
}

/**
 * Opens the site's engine when the dialog mounts (the first fetch of the index) and answers `query`, debounced
 * as the engine asks; only the newest query's answer is kept.
 */
export function useSearch(query: string): SearchState {
  const site = useSite();
  const [engine, setEngine] = useState<OpenedEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<SearchState>({ status: 'idle', results: [], answered: '' });
  const attempt = useRef(0);

  useEffect(() => {
    let live = true;
    setEngine(null);
    setFailed(false);
    openEngine(site, location.origin).then(
      (e) => {
        if (live) setEngine(e);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // the site object of one locale may be replaced on navigation; only a locale change needs another engine
  }, [site.locale.prefix]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({ status: 'idle', results: [], answered: '' });
      return;
    }
    if (failed) {
      setState({ status: 'failed', results: [], answered: q });
      return;
    }
    if (!engine) {
      setState((s) => ({ ...s, status: s.results.length ? s.status : 'loading' }));
      return;
    }
    const ticket = ++attempt.current;
    const controller = new AbortController();
    const run = () => {
      engine.engine.search(q, { signal: controller.signal }).then(
        (results) => {
          if (ticket === attempt.current)
            setState({ status: results.length ? 'results' : 'empty', results, answered: q });
        },
        (error: unknown) => {
          if (ticket !== attempt.current || (error as Error).name === 'AbortError') return;
          setState({ status: 'failed', results: [], answered: q });
        },
      );
    };
    const timer = engine.debounceMs ? setTimeout(run, engine.debounceMs) : null;
    if (!timer) run();
    return () => {
      if (timer) clearTimeout(timer);
      controller.abort();
    };
  }, [query, engine, failed]);

  return state;
}
