import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import { switchLocale } from '../../runtime/shared/routes.ts';
import { primaryLanguage, sameLanguage } from '../../runtime/shared/language-tag.ts';
import { pickLanguageValues, sayMessages, writtenPerLanguage } from './language-values.ts';

/**
 * Whether `source` holds a language container (`::: zh-CN`) in `lang`'s
 * language: a page written in both languages at once, as Valaxy's are.
 */
export function writesLanguage(source: string, lang: string): boolean {
  const primary = primaryLanguage(lang);
  for (const m of source.matchAll(
    /^[ \t]*:{3,}[ \t]*([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)[ \t]*$/gm,
  ))
    if (primaryLanguage(m[1]) === primary) return true;
  return false;
}

/**
 * On a Valaxy site, for each locale besides `/`, the `/` pages it has no file of that write a
 * part in its language (`::: zh-CN`): the same file at the locale's route,
 * compiled in the locale's language, so each reader sees only theirs; and
 * the home page. Titles
 * and descriptions written per language take the locale's.
 */
export function languageCopies(
  config: Pick<ResolvedConfig, 'locales' | 'user'>,
  pages: SourcePage[],
): SourcePage[] {
  if (config.user.markdown?.dialect !== 'valaxy') return [];
  const taken = new Set(pages.map((page) => page.route));
  const out: SourcePage[] = [];
  for (const [locale, { lang }] of Object.entries(config.locales)) {
    if (locale === '/' || sameLanguage(lang, config.locales['/'].lang)) continue;
    for (const page of pages) {
      const route = switchLocale(page.route, '/', locale);
      // the home page is every locale's, its texts being the site's messages
      const copied = page.route === '/' || writesLanguage(page.body, lang);
      if (page.locale !== '/' || taken.has(route) || !copied) continue;
      taken.add(route);
      out.push(copyIn(page, locale, lang, route, config.user.markdown?.messages?.[lang]));
    }
  }
  return out;
}

function copyIn(
  page: SourcePage,
  locale: string,
  lang: string,
  route: string,
  messages: Record<string, string> | undefined,
): SourcePage {
  const written = writtenPerLanguage(page.frontmatter);
  const frontmatter = { ...page.frontmatter, ...written };
  pickLanguageValues(frontmatter, lang);
  sayMessages(frontmatter, messages, page.frontmatter);
  const title = typeof written?.title === 'object' ? String(frontmatter.title) : page.title;
  return {
    ...page,
    frontmatter,
    title,
    route,
    locale,
    relativePath: locale.slice(1) + page.relativePath,
  };
}
