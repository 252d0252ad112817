import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleForNode } from '../core/node-bundle.ts';
import { publicDirOf, siteCacheDir } from '../core/project.ts';
import { bareSiteConfig } from './bare-site.ts';
import { diagnostic, UserError } from '../diagnostics/diagnostic.ts';
import { ownName } from './language-names.ts';
import { textsFor } from '../../runtime/shared/texts/index.ts';
import { configSchema, formatIssues } from './schema.ts';
import type { ResolvedConfig, UserConfig } from './types.ts';
import type { LocaleTexts } from '../../runtime/shared/types.ts';
import { importModule } from '../core/import-module.ts';

const CONFIG_NAMES = ['config.ts', 'config.mts', 'config.js', 'config.mjs'];

export function findConfigFile(root: string): string | null {
  for (const name of CONFIG_NAMES) {
    const file = path.join(root, '.site', name);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Loads, validates and resolves the site config of a docs folder. `fresh` bypasses the module cache (dev). */
export async function loadConfig(rootArg: string, { fresh = false } = {}): Promise<ResolvedConfig> {
  const root = path.resolve(rootArg);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new UserError([
      diagnostic({
        file: rootArg,
        message: 'docs folder not found',
        rule: 'config/root',
        hint: 'pass the folder that holds your markdown, e.g. `docs-build build docs`',
      }),
    ]);
  }
  const configFile = findConfigFile(root);
  const { raw, notes } = configFile
    ? withFolderDefaults(
        await importConfig(configFile, path.join(siteCacheDir(root), 'config'), fresh),
        root,
      )
    : bareSite(root);
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UserError(
      formatIssues(parsed.error).map((message) =>
        diagnostic({
          file: configFile ? path.relative(process.cwd(), configFile) : rootArg,
          message: `invalid config: ${message}`,
          rule: 'config/schema',
        }),
      ),
    );
  }
  return { ...resolveConfig(raw as UserConfig, root, configFile), notes };
}

const bareSite = (root: string) => {
  const { config, notes } = bareSiteConfig(root);
  return { raw: config, notes };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A sidebar that only lists the folders under its locale (`{ '/zh/': 'structure' }`), which needs no mention. */
const isStructure = (sidebar: unknown, prefix: string) =>
  isRecord(sidebar) && Object.keys(sidebar).length === 1 && sidebar[prefix] === 'structure';

/**
 * A config of the site's own decides what it names; what it leaves out is found as for a folder without one
 * (bare-site.ts), so a config written to change one thing, a check rule, needs nothing else: the title from the
 * home page, locales from the folders, VitePress's or VuePress's heading ids beside their folder (its pages' links
 * name them), and math and a hosted search where another generator's config text asks for them, which a note names.
 */
function withFolderDefaults(user: unknown, root: string): { raw: unknown; notes: string[] } {
  if (!isRecord(user)) return { raw: user, notes: [] };
  const folder = bareSiteConfig(root);
  const raw: Record<string, unknown> = { ...user };
  raw.title ??= folder.config.title;
  raw.description ??= folder.config.description;
  if (raw.locales === undefined) {
    // a locale's title and description guessed from the home page were the site's: what the config gives for the
    // site is each locale's that has none of its own
    const guessed = (given: unknown, value: unknown, guess: unknown) =>
      given !== undefined && (value === guess || value === '');
    raw.locales = Object.fromEntries(
      Object.entries(folder.config.locales).map(([prefix, { title, description, ...rest }]) => [
        prefix,
        {
          ...rest,
          ...(guessed(user.title, title, folder.config.title) ? {} : { title }),
          ...(guessed(user.description, description, folder.config.description ?? '')
            ? {}
            : { description }),
        },
      ]),
    );
  }
  const borrowed = new Set<string>();
  // a locale the config names without a sidebar or navbar gets the one the folder's other tool wrote out
  if (isRecord(raw.locales)) {
    raw.locales = Object.fromEntries(
      Object.entries(raw.locales).map(([prefix, locale]) => {
        const guess = folder.config.locales[prefix];
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
  if (folder.config.markdown && (raw.markdown === undefined || isRecord(raw.markdown))) {
    const own = (raw.markdown ?? {}) as Record<string, unknown>;
    if (folder.config.markdown.math && own.math === undefined) borrowed.add('math on');
    if (folder.config.markdown.attrs && own.attrs === undefined)
      borrowed.add('its attribute delimiters');
    raw.markdown = { ...folder.config.markdown, ...own };
  }
  // where pages are published and which files are pages, and the logo and favicons, unless the config says
  for (const [key, name] of [
    ['rewrites', 'its `rewrites`'],
    ['srcExclude', 'the files its `srcExclude` leaves out'],
    ['logo', 'its logo'],
    ['head', 'its favicons'],
  ] as const) {
    if (folder.config[key] === undefined || raw[key] !== undefined) continue;
    raw[key] = folder.config[key];
    borrowed.add(name);
  }
  const folderCheck = folder.config.check;
  if (folderCheck && (raw.check === undefined || isRecord(raw.check))) {
    const own = (raw.check ?? {}) as Record<string, unknown>;
    raw.check = {
      ...own,
      rules: { ...folderCheck.rules, ...(isRecord(own.rules) ? own.rules : {}) },
      ...(own.ignoreLinks === undefined && folderCheck.ignoreLinks
        ? { ignoreLinks: folderCheck.ignoreLinks }
        : {}),
    };
  }
  const search = folder.config.search;
  if (search?.provider === 'hosted' && raw.search === undefined) {
    raw.search = search;
    borrowed.add(`its Algolia index \`${search.indexName}\` for search`);
  }
  const notes = borrowed.size
    ? [
        `docs-build: from ${folder.foreign}, read as text and not run: ${[...borrowed].join(' and ')} (set them in the site's config to decide)`,
      ]
    : [];
  // what of the borrowed navigation code makes, or names no page of the folder
  if (borrowed.has('its sidebar') || borrowed.has('its nav')) notes.push(...folder.navigationNotes);
  return { raw, notes };
}

/**
 * The config's default export. The config and the files it imports are bundled into plain JavaScript first, so
 * loading it needs no TypeScript loader in the running process; a syntax error is reported where it is.
 */
async function importConfig(configFile: string, outdir: string, fresh: boolean): Promise<unknown> {
  const display = path.relative(process.cwd(), configFile);
  let entry: string;
  try {
    entry = (await bundleForNode({ entry: configFile, outdir })).entry;
  } catch (error) {
    const failure = error as {
      errors?: { text: string; location?: { file: string; line: number; column: number } | null }[];
      message: string;
    };
    const found = failure.errors?.length
      ? failure.errors
      : [{ text: failure.message, location: null }];
    throw new UserError(
      found.map((e) =>
        diagnostic({
          file: e.location ? path.relative(process.cwd(), path.resolve(e.location.file)) : display,
          line: e.location?.line,
          column: e.location ? e.location.column + 1 : undefined,
          message: `config could not be compiled: ${e.text}`,
          rule: 'config/load',
        }),
      ),
    );
  }
  try {
    // a dev restart must see the config evaluated afresh, even when its bundle is byte for byte the same
    return (
      await importModule<{ default: unknown }>(
        pathToFileURL(entry).href + (fresh ? `?t=${Date.now()}` : ''),
      )
    ).default;
  } catch (error) {
    throw new UserError([
      diagnostic({
        file: display,
        message: `config could not be loaded: ${(error as Error).message}`,
        rule: 'config/load',
      }),
    ]);
  }
}

function resolveConfig(
  user: UserConfig,
  root: string,
  configFile: string | null,
): Omit<ResolvedConfig, 'notes'> {
  const siteDir = configFile ? path.dirname(configFile) : path.join(root, '.site');
  const locales: ResolvedConfig['locales'] = {};
  // a locale is named by its language (`en-US` → English), and by language and region when two share a language
  const base = (lang: string) => lang.split('-')[0].toLowerCase();
  const shared = (lang: string) =>
    Object.values(user.locales).filter((l) => base(l.lang) === base(lang)).length > 1;
  for (const [prefix, locale] of Object.entries(user.locales)) {
    locales[prefix] = {
      // a locale that names no sidebar lists its folders, as a site with no config at all does (bare-site.ts)
      sidebar: { [prefix]: 'structure' },
      ...locale,
      name: locale.name ?? ownName(shared(locale.lang) ? locale.lang : base(locale.lang)),
      title: locale.title ?? user.title,
      description: locale.description ?? user.description ?? '',
      texts: { ...textsFor(locale.lang), ...(locale.texts as Partial<LocaleTexts>) },
    };
  }
  const components: ResolvedConfig['components'] = {};
  for (const [name, c] of Object.entries(user.components ?? {})) {
    components[name] = { ...c, absolutePath: path.resolve(siteDir, c.path) };
  }
  const data: Record<string, unknown> = {};
  for (const [name, rel] of Object.entries(user.data ?? {})) {
    const target = path.resolve(siteDir, rel);
    // a data file that does not exist yet leaves its components empty instead of failing every page
    if (existsSync(target)) data[name] = readData(target);
  }
  return {
    user,
    root,
    configFile,
    siteDir,
    publicDir: publicDirOf(root, { hasConfig: Boolean(configFile) }),
    title: user.title,
    description: user.description ?? '',
    hostname: (user.hostname ?? '').replace(/\/$/, ''),
    base: user.base ?? '/',
    logo: user.logo ?? '',
    colorMode: user.colorMode ?? 'switch',
    redirects: user.redirects ?? {},
    locales,
    localePrefixes: Object.keys(locales),
    components,
    data,
  };
}

/** A JSON file, or a folder of JSON files keyed by their path without `.json`. */
function readData(target: string): unknown {
  if (statSync(target).isFile()) return parseJson(target);
  const out: Record<string, unknown> = {};
  for (const entry of readdirSync(target, { recursive: true }) as string[]) {
    if (!entry.endsWith('.json')) continue;
    out[entry.replace(/\\/g, '/').replace(/\.json$/, '')] = parseJson(path.join(target, entry));
  }
  return out;
}

function parseJson(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    const m = /position (\d+)/.exec((error as Error).message);
    const before = m ? text.slice(0, Number(m[1])) : '';
    const line = m ? before.split('\n').length : 1;
    const column = m ? Number(m[1]) - before.lastIndexOf('\n') : 1;
    throw new UserError([
      diagnostic({
        file: path.relative(process.cwd(), file),
        line,
        column,
        message: `data file is not valid JSON: ${(error as Error).message}`,
        rule: 'data/json',
      }),
    ]);
  }
}
