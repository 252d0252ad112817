// Picks and opens the search engine a site is configured for. The local index is fetched here, so nothing
// calls this before the reader first asks for search.
import type { SiteData } from '../shared/types.ts';
import { HostedSearch } from './hosted.ts';
import { LocalSearchIndex, type IndexLoader } from './local-index.ts';
import type { SearchEngine } from './types.ts';

export interface OpenedEngine {
  engine: SearchEngine;
  /** How long to wait after a keystroke before asking (a remote service is not asked on every key). */
  debounceMs: number;
}

/** Fetches index files under the site base; any failure (network, 404, bad JSON) rejects. */
export function fetchLoader(base: string): IndexLoader {
  return async (path) => {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
}

const opened = new Map<string, Promise<OpenedEngine>>();

/** The engine for the site's current locale, opened once per page session; a failed open is retried next time. */
export function openEngine(site: SiteData, origin: string): Promise<OpenedEngine> {
  const key = site.locale.prefix;
  let promise = opened.get(key);
  if (!promise) {
    promise = open(site, origin);
    promise.catch(() => opened.delete(key));
    opened.set(key, promise);
  }
  return promise;
}

async function open(site: SiteData, origin: string): Promise<OpenedEngine> {
  const { search } = site;
  if (search.provider === 'hosted') {
    const origins = [origin, ...originOf(site.hostname)];
    return {
      engine: new HostedSearch(search, { lang: site.locale.lang, base: site.base, origins }),
      debounceMs: HostedSearch.debounceMs,
    };
  }
  const manifest = search.provider === 'local' ? search.index?.[site.locale.prefix] : undefined;
  if (!manifest) throw new Error(`no search index for ${site.locale.prefix}`);
  return { engine: await LocalSearchIndex.open(manifest, fetchLoader(site.base)), debounceMs: 0 };
}

function originOf(hostname: string): string[] {
  try {
    return hostname ? [new URL(hostname).origin] : [];
  } catch {
    return [];
  }
}
