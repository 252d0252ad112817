import { readFileSync } from 'node:fs';
import { listMarkdownFiles } from '../../site/scan.ts';
import { writesLanguage } from '../../site/language-copies.ts';
import { primaryLanguage, sameLanguage } from '../../../runtime/shared/language-tag.ts';
import { pathIn, trimmedText, type Literal } from '../shared/literals.ts';

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** Valaxy's language containers when its config names none (`siteConfig.languages`). */
export const VALAXY_LANGUAGES = ['en', 'zh-CN'];

/** What a language's pages are called in a locale list, and the folder its copies go to. */
const LABELS: Record<string, string> = { en: 'English', zh: '简体中文' };

/** At most this many pages are read to find the languages they are written in. */
const MAX_PAGES = 2000;

/**
 * The language containers a Valaxy site's markdown knows: its
 * `markdown.container.languages`, which Valaxy's markdown setup lets override
 * `siteConfig.languages`, else those, else Valaxy's default. Only a list
 * written out as text is read.
 */
export function containerLanguages(main: Literal, site: Literal | undefined): string[] {
  for (const list of [
    pathIn(main, 'markdown', 'container', 'languages'),
    pathIn(site, 'languages'),
  ])
    if (Array.isArray(list)) {
      const tags = list.map((tag) => trimmedText(tag)).filter((tag) => tag !== undefined);
      if (tags.length === list.length) return tags.filter((tag) => LANGUAGE_TAG.test(tag));
    }
  return VALAXY_LANGUAGES;
}

/**
 * The locales of a Valaxy site whose config declares none but whose pages are
 * written in two of `languages` at once (`::: en` … `::: zh-CN`): the site's own
 * language at `/`, and each other language its pages write under a folder of
 * its primary subtag (`/zh/`), where each page is published again in that
 * language. Undefined when the pages write one language only.
 */
export function inferredLocales(
  pagesDir: string,
  lang: string,
  languages: string[] = VALAXY_LANGUAGES,
): Record<string, Literal> | undefined {
  const others = languages.filter((tag) => !sameLanguage(tag, lang));
  const found = new Set<string>();
  for (const file of listMarkdownFiles(pagesDir, []).slice(0, MAX_PAGES)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const tag of others) if (writesLanguage(text, tag)) found.add(tag);
    if (found.size === others.length) break;
  }
  if (!found.size) return undefined;
  const locales: Record<string, Literal> = {
    root: { lang, label: LABELS[primaryLanguage(lang)] ?? lang },
  };
  for (const tag of found) {
    const folder = primaryLanguage(tag);
    locales[folder] = { lang: tag, label: LABELS[folder] ?? tag, link: `/${folder}/` };
  }
  return locales;
}
