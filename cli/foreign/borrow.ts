import type { UserConfig } from '../config/types.ts';
import type { ForeignSite } from './tool.ts';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A sidebar that only lists the folders under its locale (`{ '/zh/':
 * 'structure' }`): no mention.
 */
const isStructure = (sidebar: unknown, prefix: string) =>
  isRecord(sidebar) && Object.keys(sidebar).length === 1 && sidebar[prefix] === 'structure';

/**
 * A config of the site's own decides what it names; what it leaves out is found
 * as for a folder without one, so a config written to change one thing, a check
 * rule, needs nothing else: the title from the home page, locales from the
 * folders, the other tool's heading ids beside its folder (its pages' links
 * name them), and math and a hosted search where its config asks for them,
 * which a note names.
 */
export function withSiteDefaults(
  user: unknown,
  defaults: () => ForeignSite,
): { raw: unknown; notes: string[] } {
  if (!isRecord(user)) return { raw: user, notes: [] };
  const site = defaults();
  const folder = site.config;
  const raw: Raw = { ...user };
  raw.title ??= folder.title;
  raw.description ??= folder.description;
  raw.locales ??= guessedLocales(user, folder);
  const borrowed = new Set<string>();
  if (isRecord(raw.locales)) raw.locales = withNavigation(raw.locales, folder, borrowed);
  borrowMarkdown(raw, folder, borrowed);
  // where pages are published and which files are pages, and the logo and
  // favicons, unless it says
  for (const [key, name] of [
    ['rewrites', 'its `rewrites`'],
    ['srcExclude', 'the files its `srcExclude` leaves out'],
    ['logo', 'its logo'],
    ['head', 'its favicons'],
  ] as const) {
    if (folder[key] === undefined || raw[key] !== undefined) continue;
    raw[key] = folder[key];
    borrowed.add(name);
  }
  // which file is a folder's page follows the other tool's routing, as the
  // pages' links expect
  if (folder.readme !== undefined) raw.readme ??= folder.readme;
  borrowCheck(raw, folder);
  const search = folder.search;
  if (search && search.provider === 'hosted' && raw.search === undefined) {
    raw.search = search;
    borrowed.add(`its Algolia index \`${search.indexName}\` for search`);
  }
  const notes = borrowed.size
    ? [
        `docs-build: from ${site.file}, read as text and not run: ` +
          `${[...borrowed].join(' and ')} (set them in the site's config to decide)`,
      ]
    : [];
  // what of the borrowed navigation code makes, or names no page of the folder
  if (borrowed.has('its sidebar') || borrowed.has('its nav')) notes.push(...site.navigationNotes);
  return { raw, notes };
}

/**
 * The folder's locales for a config that names none. A locale's title and
 * description guessed from the home page were the site's: what the config gives
 * for the site is each locale's that has none of its own.
 */
function guessedLocales(user: Raw, folder: UserConfig) {
  const guessed = (given: unknown, value: unknown, guess: unknown) =>
    given !== undefined && (value === guess || value === '');
  return Object.fromEntries(
    Object.entries(folder.locales).map(([prefix, { title, description, ...rest }]) => [
      prefix,
      {
        ...rest,
        ...(guessed(user.title, title, folder.title) ? {} : { title }),
        ...(guessed(user.description, description, folder.description ?? '')
          ? {}
          : { description }),
      },
    ]),
  );
}

/**
 * A locale the config names without a sidebar or navbar gets the one the other
 * tool wrote out.
 */
function withNavigation(locales: Raw, folder: UserConfig, borrowed: Set<string>) {
  return Object.fromEntries(
    Object.entries(locales).map(([prefix, locale]) => {
      // the folder's locales are looked at only for a locale that lacks navigation of its own
      const lacks =
        isRecord(locale) && (locale.sidebar === undefined || locale.navbar === undefined);
      const guess = lacks ? folder.locales[prefix] : undefined;
      if (!isRecord(locale) || !guess) return [prefix, locale];
      const taken = {
        ...(locale.sidebar === undefined ? { sidebar: guess.sidebar } : {}),
        ...(locale.navbar === undefined ? { navbar: guess.navbar } : {}),
      };
      if (taken.sidebar && !isStructure(taken.sidebar, prefix)) borrowed.add('its sidebar');
      if (taken.navbar?.length) borrowed.add('its nav');
      return [prefix, { ...taken, ...locale }];
    }),
  );
}

/**
 * The dialect, math and attribute delimiters, under the config's own markdown
 * settings.
 */
function borrowMarkdown(raw: Raw, folder: UserConfig, borrowed: Set<string>): void {
  if (!folder.markdown || (raw.markdown !== undefined && !isRecord(raw.markdown))) return;
  const own = (raw.markdown ?? {}) as Raw;
  if (folder.markdown.math && own.math === undefined) borrowed.add('math on');
  if (folder.markdown.attrs && own.attrs === undefined) borrowed.add('its attribute delimiters');
  raw.markdown = { ...folder.markdown, ...own };
}

/** The other tool's check rules and ignored links, under the config's own. */
function borrowCheck(raw: Raw, folder: UserConfig): void {
  const check = folder.check;
  if (!check || (raw.check !== undefined && !isRecord(raw.check))) return;
  const own = (raw.check ?? {}) as Raw;
  raw.check = {
    ...own,
    rules: { ...check.rules, ...(isRecord(own.rules) ? own.rules : {}) },
    ...(own.ignoreLinks === undefined && check.ignoreLinks
      ? { ignoreLinks: check.ignoreLinks }
      : {}),
  };
}
