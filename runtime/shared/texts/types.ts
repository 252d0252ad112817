import type { LocaleTexts } from '../types.ts';

/** Titles of the hints and details a page leaves untitled, by kind. */
export interface ContainerTitles {
  tip: string;
  info: string;
  note: string;
  warning: string;
  danger: string;
  caution: string;
  important: string;
  details: string;
}

/**
 * The words docs-build puts on a page, for one language, in sections by who shows them. A site's
 * config overrides `theme` per locale (`texts`) and the container titles (`containerTitles`). The
 * video player's few words stay in its island (runtime/islands/media-engines.ts): that island ships
 * to the browser with every site, and must carry no other words.
 */
export interface InterfaceTexts {
  /** The theme's words, sent to the browser with the site's data. */
  theme: LocaleTexts;
  /** Written into the page by the markdown stage. */
  containerTitles: ContainerTitles;
  /** The consent step of `<BiliBili>`. */
  bilibili: { load: string; note: string };
}
