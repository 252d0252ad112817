import { createContext, useContext } from 'react';

/** What a markdown component may know about where it is rendered (build time only for static components). */
export interface MarkdownComponentEnv {
  route: string;
  locale: string;
  lang: string;
  /** The site's base path; internal links rendered by a component need it in front. */
  base: string;
  relativePath: string;
  /** The site's data files by name (see `data` in the site config). */
  data: Record<string, unknown>;
  pages: {
    route: string;
    title: string;
    locale: string;
    icon?: string;
    order?: number;
    description?: string;
  }[];
  /** Lets a component report a problem at its tag's position (e.g. a missing description). */
  warn: (message: string) => void;
  error: (message: string) => void;
}

export const MarkdownComponentContext = createContext<MarkdownComponentEnv | null>(null);

export function useMarkdownEnv(): MarkdownComponentEnv | null {
  return useContext(MarkdownComponentContext);
}
