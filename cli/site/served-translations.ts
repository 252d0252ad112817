import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import type { GitHistory } from './git.ts';
import { fallbackPages } from './fallback-pages.ts';
import { languageCopies } from './language-copies.ts';
import { followTranslations, type FollowedTranslations } from './follow-translations.ts';

export interface ServedTranslations extends Omit<FollowedTranslations, 'statusPages'> {
  /** Pages the files do not hold: copies of pages written in two languages, the fallbacks where a translation is missing, and the status pages. */
  added: SourcePage[];
}

/**
 * What the translations add to the scanned pages, the same for every command that serves them: a fallback page
 * wherever a locale asks for one, the notice each outdated translation shows, and the status pages when the run
 * writes pages.
 */
export function servedTranslations(
  config: ResolvedConfig,
  pages: SourcePage[],
  history: GitHistory,
  options: { writesPages: boolean },
): ServedTranslations {
  // a page written in two languages at once (Valaxy's `::: zh-CN`) is its own translation
  const copies = languageCopies(config, pages);
  const fallbacks = fallbackPages(config, [...pages, ...copies]);
  const { records, notices, statusPages } = followTranslations(
    config,
    [...pages, ...copies, ...fallbacks],
    history,
    options,
  );
  return { records, notices, added: [...copies, ...fallbacks, ...statusPages] };
}
