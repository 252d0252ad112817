import { DIALECT_FRONT_MATTER } from '../dialects.ts';
import { folderTitle, localeFolders, pageHeading, sitePages } from '../../site/folder-defaults.ts';
import { ownName } from '../../config/language-names.ts';
import type { UserConfig } from '../../config/types.ts';
import type { ForeignSite, ToolParts } from '../tool.ts';
import { shown } from './files.ts';
import { pathIn, trimmedText } from './literals.ts';
import { siteNotes } from './notes.ts';
import { hostedSearch } from './search.ts';

/**
 * Pages written for another tool need no sidebar entry and no translation
 * there: `check` lists such pages as warnings, so a site that builds with its
 * own tool does not fail CI here. Their Vue components cannot be rendered here:
 * each is a warning at its tag, and the page builds without it. A front-matter
 * value of a shape we do not read is ignored with a warning too. The site's
 * config may raise any of them again.
 */
const FOREIGN_RULES = {
  'sidebar/unreached': 'warning',
  'i18n/missing-page': 'warning',
  'component/render': 'warning',
  'component/syntax': 'warning',
  'frontmatter/type': 'warning',
} as const;

/**
 * Our config for a tool's site from what the tool read: as the folder gives it,
 * with the tool's own.
 */
export function foreignSite(root: string, parts: ToolParts): ForeignSite {
  const config = parts.main.value;
  const pages = sitePages(root, parts.rewrites);
  const home = pageHeading(pages.get('/'), DIALECT_FRONT_MATTER);
  const rootTexts = parts.locale('/');
  const title =
    rootTexts.title ?? trimmedText(pathIn(config, 'title')) ?? home.title ?? folderTitle(root);
  const description =
    rootTexts.description ?? trimmedText(pathIn(config, 'description')) ?? home.description;
  const search = hostedSearch(config);
  const navigation = parts.navigation(pages);
  // the root locale's language is the site's (`lang: 'zh-CN'`) unless its entry
  // under `locales` names another
  const rootLang =
    canonicalLang(rootTexts.lang) ?? canonicalLang(trimmedText(pathIn(config, 'lang'))) ?? 'en-US';
  const locales: UserConfig['locales'] = {
    '/': {
      lang: rootLang,
      ...(rootTexts.label ? { name: rootTexts.label } : {}),
      title,
      description: description ?? '',
      ...navigation.of('/'),
      ...parts.footer.of('/'),
      ...parts.labels('/', rootLang),
    },
  };
  const codes = new Set([
    ...localeFolders(root, parts.declaredLocales),
    ...(parts.copiedLocales ?? []),
  ]);
  for (const code of [...codes].sort()) {
    const prefix = `/${code}/`;
    const own = pageHeading(pages.get(prefix), DIALECT_FRONT_MATTER);
    const texts = parts.locale(prefix);
    const lang = canonicalLang(texts.lang) ?? code;
    locales[prefix] = {
      lang,
      name: texts.label ?? ownName(code),
      title: texts.title ?? own.title ?? title,
      description: texts.description ?? own.description ?? '',
      ...navigation.of(prefix),
      ...parts.footer.of(prefix),
      ...parts.labels(prefix, lang),
    };
  }
  const markdown = {
    ...(parts.math ? { math: true } : {}),
    dialect: parts.dialect,
    ...(parts.attrs ? { attrs: parts.attrs } : {}),
    ...(Object.keys(parts.containers).length ? { containers: parts.containers } : {}),
    ...(parts.includes ? { includeAliases: parts.includes.aliases } : {}),
  };
  const { deadLinks } = parts;
  const site: UserConfig = {
    title,
    description,
    markdown,
    ...(search.search ? { search: search.search } : parts.searchOff ? { search: false } : {}),
    ...(parts.srcExclude ? { srcExclude: parts.srcExclude.patterns } : {}),
    ...(parts.rewrites ? { rewrites: parts.rewrites } : {}),
    ...(parts.readme ? { readme: parts.readme } : {}),
    ...(parts.logo ? { logo: parts.logo } : {}),
    ...(parts.breadcrumb === false ? { breadcrumb: false } : {}),
    ...(parts.editLinkPattern ? { editLinkPattern: parts.editLinkPattern } : {}),
    ...(parts.head.length ? { head: parts.head } : {}),
    check: {
      rules: { ...FOREIGN_RULES, ...deadLinks.rules },
      ...(deadLinks.ignoreLinks ? { ignoreLinks: deadLinks.ignoreLinks } : {}),
    },
    copyright: parts.footer.copyright,
    locales,
  };
  const notes = siteNotes(parts, navigation, search);
  const file = parts.main.file && shown(parts.main.file);
  return { config: site, ...notes, file };
}

/**
 * A locale's language as a tag (`zh-Hans`): what the pages' `lang` attribute
 * said in the other tool, and what a hosted search index filters each locale's
 * records by.
 */
function canonicalLang(lang: string | undefined): string | undefined {
  try {
    return lang ? Intl.getCanonicalLocales(lang)[0] : undefined;
  } catch {
    return undefined;
  }
}
