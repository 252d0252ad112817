import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import type { GitHistory } from './git.ts';
import type { PageTranslation } from '../../runtime/shared/types.ts';
import { statusPages } from './status-page.ts';
import {
  translationStatus,
  translationStatusLater,
  type TranslationRecord,
} from './translations.ts';

export interface FollowedTranslations {
  records: TranslationRecord[];
  /** What each outdated translation tells its readers, by route. */
  notices: Map<string, PageTranslation>;
  /** The status page in every locale, when the site asks for it and the run writes pages. */
  statusPages: SourcePage[];
}

interface FollowOptions {
  writesPages: boolean;
}

/** The site's translations against their sources, and what readers and translators are shown of them. */
export function followTranslations(
  config: ResolvedConfig,
  pages: SourcePage[],
  history: GitHistory,
  options: FollowOptions,
): FollowedTranslations {
  return shown(config, pages, translationStatus(config, pages, history), options);
}

/** `followTranslations` with git reading the old versions while this thread goes on. */
export async function followTranslationsLater(
  config: ResolvedConfig,
  pages: SourcePage[],
  history: GitHistory,
  options: FollowOptions,
): Promise<FollowedTranslations> {
  return shown(config, pages, await translationStatusLater(config, pages, history), options);
}

function shown(
  config: ResolvedConfig,
  pages: SourcePage[],
  records: TranslationRecord[],
  { writesPages }: FollowOptions,
): FollowedTranslations {
  const { lang, name } = config.locales['/'];
  const notices = new Map<string, PageTranslation>();
  for (const r of records)
    if (r.state === 'outdated')
      notices.set(r.translation!.route, {
        state: 'outdated',
        source: r.source.route,
        lang,
        language: name,
      });
  const taken = new Set(pages.map((p) => p.route));
  const status = writesPages
    ? statusPages(config, records).filter((page) => !taken.has(page.route))
    : [];
  return { records, notices, statusPages: status };
}
