// Hosted search: a DocSearch/Algolia-compatible service queried with fetch, its hits mapped to the results the
// local engine returns. Highlights come back as markup; they are parsed here into text and ranges, never injected.
import { excerpt } from './excerpt.ts';
import type { HostedSearchSettings } from '../shared/types.ts';
import type { Highlighted, PageResult, SearchEngine, SearchOptions } from './types.ts';

/** The part of a DocSearch record the dialog uses. */
export interface DocSearchHit {
  url: string;
  anchor?: string | null;
  content?: string | null;
  hierarchy: Partial<Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>>;
  _highlightResult?: {
    hierarchy?: Partial<Record<string, { value: string }>>;
    content?: { value: string };
  };
  _snippetResult?: { content?: { value: string } };
}

export interface HostedSearchContext {
  /** Facet value of the current locale, e.g. `zh-CN`. */
  lang: string;
  /** Site base; hit URLs on this site become routes under it. */
  base: string;
  /** Origins that count as this site (the page's own, the configured hostname). */
  origins: string[];
}

const MARK = /<(\/?)(em|mark)>/gi;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]);

/**
 * Text and ranges from a highlighted value such as `Run <em>Docker</em> &amp; more`. Only `<em>`/`<mark>` are read
 * as markers; any other markup stays as literal text, and entities are decoded after splitting.
 */
export function parseHighlight(value: string): Highlighted {
  let text = '';
  const ranges: [number, number][] = [];
  let open = -1;
  let at = 0;
  for (const m of value.matchAll(MARK)) {
    text += decode(value.slice(at, m.index));
    at = m.index + m[0].length;
    if (!m[1] && open === -1) open = text.length;
    else if (m[1] && open !== -1) {
      if (text.length > open) ranges.push([open, text.length]);
      open = -1;
    }
  }
  text += decode(value.slice(at));
  if (open !== -1 && text.length > open) ranges.push([open, text.length]);
  return { text, ranges };
}

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function level(hit: DocSearchHit, name: string): Highlighted | null {
  const highlighted = hit._highlightResult?.hierarchy?.[name]?.value;
  if (highlighted) return parseHighlight(highlighted);
  const plain = hit.hierarchy[name as keyof DocSearchHit['hierarchy']];
  return plain ? { text: plain, ranges: [] } : null;
}

/** A hit's URL as a route of this site when it is one, else as it came. */
export function localUrl(
  url: string,
  { base, origins }: Pick<HostedSearchContext, 'base' | 'origins'>,
): { url: string; anchor: string } {
  const parsed = new URL(url, origins[0] ?? 'http://localhost');
  const anchor = decodeURIComponent(parsed.hash.slice(1));
  if (origins.includes(parsed.origin) && parsed.pathname.startsWith(base))
    return { url: `/${parsed.pathname.slice(base.length)}`, anchor };
  return { url: parsed.origin + parsed.pathname, anchor };
}

/** Hits grouped by page (in the order their first hit came), each a section with heading and excerpt. */
export function groupHits(
  hits: DocSearchHit[],
  context: Pick<HostedSearchContext, 'base' | 'origins'>,
  sectionsPerPage = 3,
): PageResult[] {
  const pages = new Map<string, PageResult>();
  for (const hit of hits) {
    const { url, anchor } = localUrl(hit.url, context);
    let page = pages.get(url);
    if (!page) {
      page = {
        url,
        title: level(hit, 'lvl1') ?? level(hit, 'lvl0') ?? { text: url, ranges: [] },
        sections: [],
      };
      pages.set(url, page);
    }
    if (page.sections.length >= sectionsPerPage) continue;
    const heading =
      [...LEVELS]
        .reverse()
        .map((name) => level(hit, name))
        .find(Boolean) ?? null;
    const raw = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value;
    const body = raw ? parseHighlight(raw) : { text: hit.content ?? '', ranges: [] };
    page.sections.push({
      anchor: hit.anchor ?? anchor,
      heading,
      excerpt: excerpt(body.text, body.ranges),
    });
  }
  return [...pages.values()];
}

/** Queries `https://{appId}-dsn.algolia.net` (or `host`) for the current locale's language facet. */
export class HostedSearch implements SearchEngine {
  /** Readers type faster than a remote service should be asked: the dialog waits this long after a keystroke. */
  static readonly debounceMs = 500;

  constructor(
    private readonly settings: HostedSearchSettings,
    private readonly context: HostedSearchContext,
  ) {}

  async search(
    query: string,
    { limit = 10, sectionsPerPage = 3, signal }: SearchOptions = {},
  ): Promise<PageResult[]> {
    const { appId, apiKey, indexName } = this.settings;
    const host = (this.settings.host ?? `https://${appId}-dsn.algolia.net`).replace(/\/$/, '');
    const response = await fetch(`${host}/1/indexes/${encodeURIComponent(indexName)}/query`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-algolia-application-id': appId,
        'x-algolia-api-key': apiKey,
      },
      body: JSON.stringify({
        query,
        facetFilters: [[`lang:${this.context.lang}`]],
        hitsPerPage: limit * sectionsPerPage,
      }),
      signal,
    });
    if (!response.ok) throw new Error(`hosted search answered ${response.status}`);
    const body = (await response.json()) as { hits?: DocSearchHit[] };
    if (!Array.isArray(body.hits)) throw new Error('hosted search answered without hits');
    return groupHits(body.hits, this.context, sectionsPerPage).slice(0, limit);
  }
}
