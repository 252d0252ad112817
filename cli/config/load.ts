import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { keptBundleForNode } from '../core/kept-node-bundle.ts';
import { bundleForNode } from '../core/node-bundle.ts';
import { publicDirOf, siteCacheDir } from '../core/project.ts';
import { diagnostic, UserError } from '../diagnostics/diagnostic.ts';
import { bundleFailure } from '../diagnostics/bundle-failure.ts';
import { ownName } from './language-names.ts';
import { textsFor } from '../../runtime/shared/texts/index.ts';
import type { FrontMatterKey } from './containers.ts';
import { configSchema, containerNameProblem, formatIssues } from './schema.ts';
import type { ResolvedConfig, UserConfig } from './types.ts';
import type { LocaleTexts } from '../../runtime/shared/types.ts';
import { importModule } from '../core/import-module.ts';
import { thrownAt } from './thrown-at.ts';

const CONFIG_NAMES = ['config.ts', 'config.mts', 'config.js', 'config.mjs'];

export function findConfigFile(root: string): string | null {
  for (const name of CONFIG_NAMES) {
    const file = path.join(root, '.site', name);
    if (existsSync(file)) return file;
  }
  return null;
}

/**
 * The docs folder as an absolute path, or an error naming it when there is
 * none.
 */
export function docsFolder(rootArg: string): string {
  const root = path.resolve(rootArg);
  if (existsSync(root) && statSync(root).isDirectory()) return root;
  throw new UserError([
    diagnostic({
      file: rootArg,
      message: 'docs folder not found',
      rule: 'config/root',
      hint: 'pass the folder that holds your markdown, e.g. `docs-build build docs`',
    }),
  ]);
}

/**
 * A site's own config, as its `.site/config.*` exports it. `fresh` bypasses the
 * module cache (dev); `keep` takes the bundle an earlier run left while its
 * inputs are unchanged.
 */
export function importOwnConfig(
  root: string,
  configFile: string,
  fresh: boolean,
  keep = true,
): Promise<{ value: unknown; inputs: string[] }> {
  return importConfig(configFile, path.join(siteCacheDir(root), 'config'), fresh, keep);
}

/**
 * Validates a config against the schema and resolves it, or throws naming what
 * is wrong.
 */
export function validatedConfig(
  raw: unknown,
  { root, rootArg, configFile, notes, inputs = [] }: ConfigSource,
  { dialects = [], containers = [], frontMatterKeys = {} }: ForeignNames = {},
): ResolvedConfig {
  const parsed = configSchema.safeParse(raw);
  const problems = parsed.success
    ? [
        ...dialectProblems(parsed.data.markdown?.dialect, dialects),
        ...containerProblems(Object.keys(parsed.data.markdown?.containers ?? {}), containers),
      ]
    : formatIssues(parsed.error);
  if (problems.length) {
    throw new UserError(
      problems.map((message) =>
        diagnostic({
          file: configFile ? path.relative(process.cwd(), configFile) : rootArg,
          message: `invalid config: ${message}`,
          rule: 'config/schema',
        }),
      ),
    );
  }
  return {
    ...resolveConfig(raw as UserConfig, root, configFile),
    notes,
    frontMatterKeys,
    configInputs: inputs,
  };
}

/** `markdown.dialect` is one of the `dialects` the caller knows, worded as the schema words a choice. */
function dialectProblems(dialect: string | undefined, dialects: readonly string[]): string[] {
  if (dialect === undefined || dialects.includes(dialect)) return [];
  const choices = dialects.map((name) => JSON.stringify(name)).join('|');
  return [`markdown.dialect: Invalid option: expected one of ${choices}`];
}

/** Containers a site may not declare under these names: other tools' (cli/foreign), which pages use. */
function containerProblems(names: string[], taken: readonly string[]): string[] {
  return names
    .filter((name) => taken.includes(name))
    .map((name) => `markdown.containers.${name}: ${containerNameProblem(name, taken)}`);
}

/** Names other tools' pages use, which the schema cannot know: the loader's caller passes them. */
export interface ForeignNames {
  dialects?: readonly string[];
  containers?: readonly string[];
  frontMatterKeys?: Record<string, FrontMatterKey>;
}

/**
 * Where a config came from: the folder (as given and resolved), its own file,
 * and notes on it.
 */
export interface ConfigSource {
  root: string;
  rootArg: string;
  configFile: string | null;
  notes: string[];
  /** The files the config was bundled from. */
  inputs?: string[];
}

/**
 * The config's default export. The config and the files it imports are bundled
 * into plain JavaScript first, so loading it needs no TypeScript loader in the
 * running process; a syntax error is reported where it is.
 */
async function importConfig(
  configFile: string,
  outdir: string,
  fresh: boolean,
  keep: boolean,
): Promise<{ value: unknown; inputs: string[] }> {
  const bundle = keep ? keptBundleForNode : bundleForNode;
  const display = path.relative(process.cwd(), configFile);
  let entry: string;
  let inputs: string[];
  try {
    ({ entry, inputs } = await bundle({ entry: configFile, outdir, sourcemap: true }));
  } catch (error) {
    throw bundleFailure(error, {
      file: display,
      what: 'config could not be compiled',
      rule: 'config/load',
    });
  }
  try {
    // a dev restart must see the config evaluated afresh, even when its bundle
    // is byte for byte the same
    const value = (
      await importModule<{ default: unknown }>(
        pathToFileURL(entry).href + (fresh ? `?t=${Date.now()}` : ''),
      )
    ).default;
    return { value, inputs };
  } catch (error) {
    // the line of the config (or of a file it imports) that threw, not of its bundle
    const at = thrownAt(error, entry);
    throw new UserError([
      diagnostic({
        file: at ? path.relative(process.cwd(), at.file) : display,
        line: at?.line,
        column: at?.column,
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
  // a locale is named by its language (`en-US` → English), and by language and
  // region when two share a language
  const base = (lang: string) => lang.split('-')[0].toLowerCase();
  const shared = (lang: string) =>
    Object.values(user.locales).filter((l) => base(l.lang) === base(lang)).length > 1;
  for (const [prefix, locale] of Object.entries(user.locales)) {
    locales[prefix] = {
      // a locale that names no sidebar lists its folders, as a site with no
      // config at all does
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
    // a data file that does not exist yet leaves its components empty instead
    // of failing every page
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

/**
 * A JSON file, or a folder of JSON files keyed by their path without `.json`.
 */
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
