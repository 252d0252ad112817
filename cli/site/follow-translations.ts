import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import type { GitHistory } from './git.ts';
import type { PageTranslation } from '../../runtime/shared/types.ts';
import { statusPages } from './status-page.ts';
import { translationStatus, type TranslationRecord } from './translations.ts';

export interface FollowedTranslations {
  records: TranslationRecord[];
  /** What each outdated translation tells its readers, by route. */
  notices: Map<string, PageTranslation>;
  /** The status page in every locale, when the site asks for it and the run writes pages. */
  statusPages: SourcePage[];
}

/** The site's translations against their sources, and what readers and translators are shown of them. */
export function followTranslations(
  config: ResolvedConfig,
  pages: SourcePage[],
  history: GitHistory,
  { writesPages }: { writesPages: boolean },
): FollowedTranslations {
  const records = translationStatus(config, pages, history);
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
