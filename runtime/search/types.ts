// What a search returns, the same for the local index and the hosted service, so one UI renders both.

/** Text with the parts that matched the query; the UI renders it as text, never as HTML. */
export interface Highlighted {
  text: string;
  /** [start, end) offsets into `text`, sorted and not overlapping. */
  ranges: [number, number][];
}

export interface SectionResult {
  /** Heading anchor without `#`; '' for the top of the page. */
  anchor: string;
  /** The heading, or null for the text before the first heading. */
  heading: Highlighted | null;
  excerpt: Highlighted;
}

export interface PageResult {
  /** A route of this site (`/guide/install/docker`), or an absolute URL elsewhere (hosted search only). */
  url: string;
  title: Highlighted;
  sections: SectionResult[];
}

export interface SearchOptions {
  /** Pages to return. */
  limit?: number;
  /** Sections shown per page. */
  sectionsPerPage?: number;
  signal?: AbortSignal;
}

export interface SearchEngine {
  search(query: string, options?: SearchOptions): Promise<PageResult[]>;
}
