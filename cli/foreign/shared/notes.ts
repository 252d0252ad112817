import type { ToolParts } from '../tool.ts';
import { shown } from './files.ts';
import { MADE_BY_CODE, type LocaleNavigation } from './navigation.ts';
import type { HostedSearch } from './search.ts';

/**
 * What was assumed from a tool's config, and what of it code makes, said to the
 * writer.
 */
export function siteNotes(
  parts: ToolParts,
  navigation: LocaleNavigation,
  search: HostedSearch,
): { notes: string[]; navigationNotes: string[] } {
  const notes: string[] = [];
  const main = parts.main.file && shown(parts.main.file);
  if (main) {
    const assumed = assumptions(parts, navigation, search);
    const also = assumed.length ? ` and ${assumed.join(' and ')}` : '';
    notes.push(
      `docs-build: ${main} is another generator's config and code, so it is not run; ` +
        `building with defaults${also} (add .site/config.ts to configure the site)`,
    );
  }
  if (parts.includes?.note) notes.push(parts.includes.note);
  const navigationNotes = navigationNotesOf(parts, navigation, main);
  notes.push(...navigationNotes);
  // a heading-id function is code: the tool's own rule stands in, and `check`
  // shows the links it misses
  if (parts.slugifyIsCode)
    notes.push(
      `docs-build: ${main} makes heading ids with its own \`markdown.anchor.slugify\`, ` +
        `code which is not run: headings get ${parts.tool}'s ids, ` +
        'and `docs-build check` lists the links that expect others',
    );
  if (search.unreadable)
    notes.push(
      `docs-build: ${main} searches with Algolia, ` +
        'but its appId, apiKey and indexName are not all written out as text, ' +
        'so the site gets a local search index instead',
    );
  return { notes, navigationNotes };
}

/** What the site takes from the tool's config, each said in a few words. */
function assumptions(parts: ToolParts, navigation: LocaleNavigation, search: HostedSearch) {
  const { attrs, logo, head } = parts;
  const icons = [logo ? 'logo' : '', head.length ? 'favicons' : ''].filter(Boolean);
  const delimiters = attrs?.disable
    ? 'no `{…}` attributes (its `markdown.attrs.disable`)'
    : `attributes written \`${attrs?.leftDelimiter ?? '{'}#id${attrs?.rightDelimiter ?? '}'}\``;
  return [
    ...(parts.math ? ['math on (its text sets `math: true`)'] : []),
    ...(search.search ? [`its Algolia index \`${search.search.indexName}\` for search`] : []),
    ...(!search.search && parts.searchOff ? [`no search (its \`${parts.searchOff}\`)`] : []),
    `${parts.tool}'s heading ids`,
    ...(attrs ? [delimiters] : []),
    ...(navigation.read.length ? [`its ${navigation.read.join(' and ')} as written in it`] : []),
    ...(parts.rewrites ? ['its `rewrites` for where pages are published'] : []),
    ...(parts.includes?.assumed ? [parts.includes.assumed] : []),
    ...(icons.length ? [`its ${icons.join(' and ')}`] : []),
    ...(parts.srcExclude
      ? [`no pages of the files its \`${parts.srcExclude.key}\` leaves out`]
      : []),
  ];
}

/**
 * What became of the tool's navigation: what code makes, and entries left out.
 */
function navigationNotesOf(
  parts: ToolParts,
  navigation: LocaleNavigation,
  main: string | null,
): string[] {
  const readFiles = [main, ...parts.extraFiles().map(shown)].filter(Boolean);
  const files = readFiles.join(' and ');
  const notes: string[] = [];
  const { unread, dropped } = navigation;
  if (unread.length) {
    const instead = new Set(
      unread.map((name) =>
        name.startsWith('sidebar') ? 'the sidebar lists the folders' : 'the navbar stays empty',
      ),
    );
    const makes = readFiles.length > 1 ? 'make their' : 'makes its';
    const them = unread.length > 1 ? 'them' : 'it';
    notes.push(
      `docs-build: ${files} ${makes} ${unread.join(' and ')} with code, which is not run: ` +
        `${[...instead].join(' and ')} (write ${them} in .site/config.ts)`,
    );
  }
  const codeLocales = parts.codeLocales;
  if (codeLocales.length) {
    const locales = `locale${codeLocales.length > 1 ? 's' : ''}`;
    const keys = codeLocales.map((key) => `\`${key}\``).join(' and ');
    notes.push(
      `docs-build: ${main} makes the settings of its ${locales} ${keys} with code, ` +
        'which is not run: their sidebar lists the folders and their navbar stays empty ' +
        '(write them in .site/config.ts)',
    );
  }
  notes.push(...fallbackNotes(navigation.fellBack, files));
  if (dropped.length) {
    const many = dropped.length > 1;
    const [entries, are, names] = many ? ['entries', 'are', 'name'] : ['entry', 'is', 'names'];
    notes.push(
      `docs-build: ${dropped.length} sidebar or nav ${entries} of ${files} ${are} made by code ` +
        `or ${names} no page of the folder, and ${are} left out: ${droppedList(dropped)}`,
    );
  }
  return notes;
}

/** The first of `list`, and how many more. */
const firstOf = (list: string[], shown: number, more = ['more', 'more']) =>
  list.length > shown
    ? `${list.slice(0, shown).join(', ')} and ${list.length - shown} ${more[list.length - shown > 1 ? 1 : 0]}`
    : list.join(', ');

/**
 * The entries left out, those code makes counted together with the first
 * places they are in (the same spread of a list in each locale's sidebar and
 * nav is one line, not six), then the others by name.
 */
function droppedList(dropped: string[]): string {
  const byCode = dropped.filter((entry) => entry.startsWith(MADE_BY_CODE));
  const named = dropped.filter((entry) => !entry.startsWith(MADE_BY_CODE));
  const places = [
    ...new Set(byCode.map((entry) => entry.slice(MADE_BY_CODE.length).replace(/^ in /, ''))),
  ].filter(Boolean);
  const code =
    byCode.length < 2
      ? byCode
      : [
          `${byCode.length} made by code` +
            (places.length ? ` (in ${firstOf(places, 3, ['other place', 'other places'])})` : ''),
        ];
  return firstOf([...code, ...named], 6);
}

/**
 * The sidebar entries code makes, in one note: the pages of their folders that
 * no other entry lists take their place.
 */
function fallbackNotes(fellBack: string[], files: string): string[] {
  if (!fellBack.length) return [];
  const named = firstOf(fellBack, 6);
  const [entries, are] = fellBack.length > 1 ? ['entries', 'are'] : ['entry', 'is'];
  return [
    `docs-build: ${fellBack.length} sidebar ${entries} of ${files} ${are} made by code, ` +
      `which is not run (${named}): the pages of the folder that no other entry lists ` +
      'stand in their place (write them in .site/config.ts)',
  ];
}
