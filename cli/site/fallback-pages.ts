import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import { switchLocale } from '../../runtime/shared/routes.ts';
import { pairTranslations } from './translations.ts';

/**
 * For each locale whose `missing` is `'fallback'`, the `/` pages it has no version of, served at the locale's path
 * in the source's words: the same file and text under the locale's route (the theme says it is not translated yet).
 */
export function fallbackPages(
  config: Pick<ResolvedConfig, 'locales'>,
  pages: SourcePage[],
): SourcePage[] {
  const falling = Object.keys(config.locales).filter(
    (l) => l !== '/' && config.locales[l].missing === 'fallback',
  );
  if (!falling.length) return [];
  const taken = new Set(pages.map((p) => p.route));
  const { lang, name } = config.locales['/'];
  return pairTranslations({ locales: config.locales }, pages)
    .filter((r) => r.state === 'missing' && falling.includes(r.locale))
    .map(({ source, locale }) => ({
      ...source,
      route: switchLocale(source.route, '/', locale),
      relativePath: locale.slice(1) + source.relativePath,
      locale,
      fallback: { state: 'fallback' as const, source: source.route, lang, language: name ?? lang },
    }))
    .filter((page) => !taken.has(page.route));
}
