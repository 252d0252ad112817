import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import type { GitHistory } from './git.ts';
import { readVersions, readVersionsLater, translatableText } from './git-texts.ts';
import { switchLocale } from '../../runtime/shared/routes.ts';

export type TranslationState = 'current' | 'outdated' | 'missing';

/** One page of the `/` locale and its version in another locale. */
export interface TranslationRecord {
  /** The locale's prefix, `/zh/`. */
  locale: string;
  state: TranslationState;
  source: SourcePage;
  translation?: SourcePage;
  /** Commits changing the source's text since the translation was made, and the time of the first (ms). */
  behind?: number;
  since?: number;
  /** The commit the translation was made from: `git diff <base> -- <source>` shows what it lacks. */
  base?: string;
  /** A commit the translation's front matter names that the history does not hold. */
  unknownCommit?: string;
}

/** `translation:` in a page's front matter: false (one locale only), or the source and commit it was made from. */
export function translationMeta(page: SourcePage): { source?: string; commit?: string } | false {
  const value = page.frontmatter.translation;
  if (value === false) return false;
  if (!value || typeof value !== 'object') return {};
  const { source, commit } = value as Record<string, unknown>;
  return {
    source: typeof source === 'string' ? source.replace(/^\.?\//, '') : undefined,
    commit: typeof commit === 'string' ? commit : undefined,
  };
}

/** Every page of `/` against each other locale: its translation, by the front matter's `source` or by route. */
export function pairTranslations(
  config: Pick<ResolvedConfig, 'locales'>,
  pages: SourcePage[],
): TranslationRecord[] {
  const real = pages.filter((p) => !p.fallback);
  const byRoute = new Map(real.map((p) => [p.route, p]));
  const named = new Map<string, SourcePage>();
  for (const page of real) {
    const source = page.locale !== '/' && translationMeta(page);
    if (source && source.source) named.set(`${page.locale}\0${source.source}`, page);
  }
  const sources = real.filter((p) => p.locale === '/' && translationMeta(p) !== false);
  const out: TranslationRecord[] = [];
  for (const locale of Object.keys(config.locales)) {
    if (locale === '/') continue;
    for (const source of sources) {
      const translation =
        named.get(`${locale}\0${source.sourcePath}`) ??
        byRoute.get(switchLocale(source.route, '/', locale));
      out.push({ locale, state: translation ? 'current' : 'missing', source, translation });
    }
  }
  return out;
}

/** A test of commit messages from `translations.ignoreCommits`. */
export function ignoredCommits(pattern: string | RegExp = '[i18nIgnore]'): (m: string) => boolean {
  return typeof pattern === 'string' ? (m) => m.includes(pattern) : (m) => pattern.test(m);
}

interface Pending {
  record: TranslationRecord;
  /** The source's commits after the base, as places in the history's list (newest first). */
  candidates: number[];
}

type Config = Pick<ResolvedConfig, 'locales' | 'root' | 'user'>;

/**
 * The state of every translation from the site's one `git log` walk: a translation is outdated when its source has
 * commits after the translation's last one (or after the commit its front matter names) that change the source's
 * text. Commits whose message is ignored, and those changing only front matter or whitespace, do not count; the
 * texts of the versions in question come from one `git cat-file` process.
 */
export function translationStatus(
  config: Config,
  pages: SourcePage[],
  history: GitHistory,
): TranslationRecord[] {
  const status = statusToSettle(config, pages, history);
  return status.settle(readVersions(config.root, status.specs));
}

/** `translationStatus` with git reading the versions while this thread goes on. */
export async function translationStatusLater(
  config: Config,
  pages: SourcePage[],
  history: GitHistory,
): Promise<TranslationRecord[]> {
  const status = statusToSettle(config, pages, history);
  return status.settle(await readVersionsLater(config.root, status.specs));
}

/** The records, the versions (`specs`) whose texts settle which are outdated, and how they settle them. */
function statusToSettle(config: Config, pages: SourcePage[], history: GitHistory) {
  const ignored = ignoredCommits(config.user.translations?.ignoreCommits);
  const records = pairTranslations(config, pages);
  // a site that silences the rule does not follow its translations: no reader is told either
  const rules = config.user.check?.rules ?? {};
  if ((rules['i18n/outdated'] ?? rules['i18n/*']) === 'off')
    return { specs: [], settle: () => records };
  const pending: Pending[] = [];
  for (const record of records) {
    if (!record.translation) continue;
    const candidates = commitsSince(record, history, ignored);
    if (candidates.length) pending.push({ record, candidates });
  }
  const versions = versionPairs(history, pending);
  const settle = (texts: (string | null)[]) => {
    const changed = textChanges(versions.pairs, texts);
    for (const { record, candidates } of pending) {
      const counted = candidates.filter((place) => changed.has(`${place}\0${record.source.file}`));
      if (!counted.length) continue;
      record.state = 'outdated';
      record.behind = counted.length;
      record.since = history.commits[counted[counted.length - 1]].time * 1000;
    }
    return records;
  };
  return { specs: versions.specs, settle };
}

/** The source's commits newer than the translation's base, leaving out those whose message is ignored. */
function commitsSince(
  record: TranslationRecord,
  history: GitHistory,
  ignored: (message: string) => boolean,
): number[] {
  const named = (translationMeta(record.translation!) || {}).commit;
  let base: number | undefined;
  if (named) {
    base = placeOf(history, named);
    if (base === undefined) record.unknownCommit = named;
  }
  if (base === undefined) {
    const own = history.touches.get(record.translation!.file) ?? [];
    base = own.find((place) => !ignored(history.commits[place].message));
  }
  // a translation not yet committed was made from the source as it is
  if (base === undefined) return [];
  record.base = history.commits[base].hash;
  const touches = history.touches.get(record.source.file) ?? [];
  return touches.filter((place) => place < base && !ignored(history.commits[place].message));
}

/** The place in the history of a commit named by its hash or a prefix of at least 4 characters. */
function placeOf(history: GitHistory, hash: string): number | undefined {
  const wanted = hash.toLowerCase();
  if (!/^[0-9a-f]{4,40}$/.test(wanted)) return undefined;
  const place = history.commits.findIndex((c) => c.hash.startsWith(wanted));
  return place === -1 ? undefined : place;
}

interface VersionPair {
  key: string;
  /** Places in `specs` of the candidate's version and of the file's version before it (-1: none). */
  after: number;
  before: number;
}

/**
 * Each candidate's version and the file's version at its previous commit (none before the first: a new file
 * changes the text), as names for `git cat-file`.
 */
function versionPairs(history: GitHistory, pending: Pending[]) {
  const specs: string[] = [];
  const pairs: VersionPair[] = [];
  const index = new Map<string, number>();
  const spec = (place: number, relative: string) => {
    const text = `${history.commits[place].hash}:./${relative}`;
    if (!index.has(text)) index.set(text, specs.push(text) - 1);
    return index.get(text)!;
  };
  const seen = new Set<string>();
  for (const { record, candidates } of pending) {
    const file = record.source.file;
    const touches = history.touches.get(file)!;
    for (const place of candidates) {
      const key = `${place}\0${file}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const previous = touches[touches.indexOf(place) + 1];
      pairs.push({
        key,
        after: spec(place, record.source.sourcePath),
        before: previous === undefined ? -1 : spec(previous, record.source.sourcePath),
      });
    }
  }
  return { specs, pairs };
}

/** Which (commit, file) pairs change the file's translatable text, from the versions' texts. */
function textChanges(pairs: VersionPair[], read: (string | null)[]): Set<string> {
  const texts = read.map((t) => (t === null ? null : translatableText(t)));
  const changed = new Set<string>();
  for (const { key, after, before } of pairs)
    if (before === -1 || texts[before] === null || texts[after] !== texts[before]) changed.add(key);
  return changed;
}
