import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileToRoute } from '../../runtime/shared/routes.ts';
import { parseFrontMatter } from './front-matter.ts';
import { compileRewrites } from './rewrites.ts';
import { listMarkdownFiles } from './scan.ts';
import { firstH1, headingText } from './title.ts';
import { isLanguage, ownName } from '../config/language-names.ts';
import type { FrontMatterKey } from '../config/containers.ts';
import type { LocaleConfig, UserConfig } from '../config/types.ts';

/**
 * Folder names that say nothing about the site: its title then comes from the
 * folder above.
 */
const GENERIC_FOLDERS = new Set([
  'docs',
  'doc',
  'documentation',
  'site',
  'src',
  'content',
  'pages',
  'website',
]);

/**
 * The config of a folder without one: an English locale, the title from the
 * home page (else the folder's name), a sidebar of the folders, no navbar, and
 * a locale for each folder that translates the root.
 */
export function folderDefaults(
  root: string,
  otherKeys: Record<string, FrontMatterKey> = {},
): UserConfig {
  const pages = sitePages(root, undefined);
  const home = once(() => pageHeading(pages.get('/'), otherKeys));
  const title = once(() => home().title ?? folderTitle(root));
  const locale = (prefix: string): Pick<LocaleConfig, 'navbar' | 'sidebar'> => ({
    navbar: [],
    sidebar: { [prefix]: 'structure' },
  });
  const locales = once(() => {
    const found: NonNullable<UserConfig['locales']> = {
      '/': {
        lang: 'en-US',
        name: 'English',
        title: title(),
        description: home().description ?? '',
        ...locale('/'),
      },
    };
    for (const code of localeFolders(root, new Set())) {
      const own = pageHeading(pages.get(`/${code}/`), otherKeys);
      found[`/${code}/`] = {
        lang: code,
        name: ownName(code),
        title: own.title ?? title(),
        description: own.description ?? '',
        ...locale(`/${code}/`),
      };
    }
    return found;
  });
  // worked out when read: a site's own config usually sets all three, and then no home page is
  // parsed and no folder's name is looked up as a language
  return {
    get title() {
      return title();
    },
    get description() {
      return home().description;
    },
    get locales() {
      return locales();
    },
  };
}

/** `make`'s value, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function folderTitle(root: string): string {
  const name = path.basename(root);
  const named = GENERIC_FOLDERS.has(name.toLowerCase()) ? path.basename(path.dirname(root)) : name;
  return named || 'Docs';
}

const entries = (dir: string) =>
  readdirSync(dir, { withFileTypes: true }).filter((e) => !e.name.startsWith('.'));

/**
 * Folders that translate the root, with a home page of their own: those
 * `declared` (a tool's config names them, under any key: vue-i18n's docs keep
 * Japanese in `jp/`), and those named after a language (`zh`, `pt-BR`) holding
 * another entry whose name the root has too, so a content folder called `it` or
 * `os` stays pages. A declared folder needs no such entry: `rewrites` may
 * publish another folder's pages at the root (English kept in `en/`).
 */
export function localeFolders(root: string, declared: ReadonlySet<string>): string[] {
  const rootNames = new Set(entries(root).map((e) => e.name));
  return entries(root)
    .filter((e) => e.isDirectory() && (isLanguage(e.name) || declared.has(e.name)))
    .map((e) => e.name)
    .filter((code) => {
      const names = entries(path.join(root, code)).map((e) => e.name);
      const hasHome = names.includes('index.md') || names.includes('README.md');
      const mirrors = names.some((n) => n !== 'index.md' && n !== 'README.md' && rootNames.has(n));
      return hasHome && (declared.has(code) || mirrors);
    })
    .sort();
}

/**
 * A site's pages by the route each is published under: whether one is there,
 * and its file.
 */
export interface SitePageFiles {
  has(route: string): boolean;
  get(route: string): string | undefined;
  /** Every route, for what must list the pages no entry names. */
  keys(): Iterable<string>;
}

/**
 * The markdown files of the folder by the route each is published under (after
 * `rewrites`); an `index.md` over the `README.md` beside it, as the scan
 * publishes them. The folder is walked only when a route other than a folder's
 * own page is asked for, or when rewrites move pages.
 */
export function sitePages(
  root: string,
  rewrites: Record<string, string> | undefined,
): SitePageFiles {
  let all: Map<string, string> | undefined;
  const walked = () => {
    if (all) return all;
    const rewrite = compileRewrites(rewrites);
    all = new Map();
    for (const file of listMarkdownFiles(root)) {
      const route = fileToRoute(rewrite(path.relative(root, file).split(path.sep).join('/')));
      if (!all.has(route) || /(^|[\\/])index\.md$/i.test(file)) all.set(route, file);
    }
    return all;
  };
  const folderPage = (route: string) =>
    ['index.md', 'README.md']
      .map((name) => path.join(root, ...route.split('/').filter(Boolean), name))
      .find((file) => existsSync(file));
  return {
    get: (route) => (!rewrites && route.endsWith('/') ? folderPage(route) : walked().get(route)),
    has: (route) => walked().has(route),
    keys: () => walked().keys(),
  };
}

/**
 * A page's title and description: front matter (or a hero's, already ours),
 * else its h1.
 */
export function pageHeading(
  file: string | undefined,
  otherKeys: Record<string, FrontMatterKey> = {},
): { title?: string; description?: string } {
  if (!file) return {};
  const { parsed } = parseFrontMatter(readFileSync(file, 'utf8'), file, otherKeys);
  if (!parsed) return {};
  const fm = parsed.frontmatter as Record<string, unknown>;
  return {
    title: text(fm.title) ?? text(fm.heroText) ?? h1Text(parsed.body),
    description: text(fm.description) ?? text(fm.tagline),
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The home page's first h1 as a reader sees it (the same rule as every page's
 * title).
 */
function h1Text(body: string): string | undefined {
  const h1 = firstH1(body);
  return h1 ? headingText(h1) || undefined : undefined;
}
