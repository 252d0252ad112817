import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import type { GitHistory } from './git.ts';
import { fallbackPages } from './fallback-pages.ts';
import { languageCopies } from './language-copies.ts';
import {
  followTranslations,
  followTranslationsLater,
  type FollowedTranslations,
} from './follow-translations.ts';
import { statusPagePath } from './status-page.ts';

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
  const { made, all } = madePages(config, pages);
  const { records, notices, statusPages } = followTranslations(config, all, history, options);
  return { records, notices, added: [...made, ...statusPages] };
}

/** The pages the files do not hold but the site serves, and every page with them. */
function madePages(config: ResolvedConfig, pages: SourcePage[]) {
  // a page written in two languages at once (Valaxy's `::: zh-CN`) is its own translation
  const copies = languageCopies(config, pages);
  const fallbacks = fallbackPages(config, [...pages, ...copies]);
  return { made: [...copies, ...fallbacks], all: [...pages, ...copies, ...fallbacks] };
}

/** What a build serves of the translations: the pages added, and the rest once git has read the old versions. */
export interface ServedLater {
  added: SourcePage[];
  followed: Promise<Omit<FollowedTranslations, 'statusPages'>>;
}

/**
 * `servedTranslations` for a build: git reads the old versions of the sources while this thread goes on (reading
 * the pages' code blocks ahead) instead of holding it. Only the status pages, which list every translation's state,
 * wait for them.
 */
export async function servedTranslationsLater(
  config: ResolvedConfig,
  pages: SourcePage[],
  history: GitHistory,
  options: { writesPages: boolean },
): Promise<ServedLater> {
  const { made, all } = madePages(config, pages);
  const followed = followTranslationsLater(config, all, history, options);
  // awaited by the markdown stage; a build stopped before then must not end on it unawaited
  followed.catch(() => undefined);
  const status = options.writesPages && statusPagePath(config) ? (await followed).statusPages : [];
  return { added: [...made, ...status], followed };
}
