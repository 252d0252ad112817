import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourcePage } from '../site/scan.ts';
import { switchLocale } from '../../runtime/shared/routes.ts';
import { compileSources } from '../site/rewrites.ts';
import { translationMeta, type TranslationRecord } from '../site/translations.ts';

type MissingPolicy = 'error' | 'fallback' | 'ignore';

/**
 * Pages present in one locale and missing in another, as each locale's `missing` asks, and translations behind their
 * source (`records`, from translationStatus).
 */
export function checkTranslations(
  config: ResolvedConfig,
  pages: SourcePage[],
  records: TranslationRecord[],
): Diagnostic[] {
  const real = pages.filter((p) => !p.fallback && translationMeta(p) !== false);
  const policy = (locale: string): MissingPolicy => config.locales[locale]?.missing ?? 'error';
  const expected = expectedPath(config, real);
  const out: Diagnostic[] = [];
  const routes = new Set(real.map((p) => p.route));
  const sources = new Set(records.map((r) => r.translation?.file));
  for (const page of real) {
    const named = page.locale !== '/' && (translationMeta(page) || {}).source;
    if (named && !real.some((p) => p.locale === '/' && p.sourcePath === named))
      out.push(unknownSource(page, named));
    for (const locale of Object.keys(config.locales)) {
      if (locale === page.locale || policy(locale) !== 'error') continue;
      // a page of `/` and its translation are paired by translationStatus (by route or by the name it gives)
      if (page.locale === '/') continue;
      if (locale === '/' && (named || sources.has(page.file))) continue;
      const counterpart = switchLocale(page.route, page.locale, locale);
      if (routes.has(counterpart)) continue;
      // reported once, at the page of `/`, when there is one
      if (locale !== '/' && routes.has(switchLocale(page.route, page.locale, '/'))) continue;
      out.push(missingPage(config, page, locale, expected(page, locale)));
    }
  }
  for (const record of records) {
    if (record.state === 'missing' && policy(record.locale) === 'error')
      out.push(
        missingPage(config, record.source, record.locale, expected(record.source, record.locale)),
      );
    if (record.state === 'outdated') out.push(outdated(record));
    if (record.unknownCommit) out.push(unknownCommit(record));
  }
  return out;
}

/** Where a page's version in another locale would lie, as the writer would create it. */
function expectedPath(config: ResolvedConfig, pages: SourcePage[]) {
  const sourceOf = compileSources(config.user.rewrites);
  // a locale whose pages the rewrites move (VitePress's English, kept in en/) gets its missing pages there too
  const moved = new Set(pages.filter((p) => p.sourcePath !== p.relativePath).map((p) => p.locale));
  return (page: SourcePage, locale: string): string => {
    const published = locale.slice(1) + page.relativePath.slice(page.locale.length - 1);
    return path.join(
      path.relative(process.cwd(), config.root),
      moved.has(locale) ? sourceOf(published) : published,
    );
  };
}

function missingPage(
  config: ResolvedConfig,
  page: SourcePage,
  locale: string,
  expected: string,
): Diagnostic {
  return {
    severity: 'error',
    file: page.displayPath,
    line: 1,
    column: 1,
    rule: 'i18n/missing-page',
    message: `no ${config.locales[locale].name} version of this page (expected ${expected})`,
    hint: `translate it, ${
      locale === '/'
        ? "or let pages exist in one locale: `locales['/'].missing: 'ignore'`, or `translation: false` in this page's front matter"
        : `or let the locale serve this page in its place: \`locales['${locale}'].missing: 'fallback'\``
    }; or lower the rule: check: { rules: { 'i18n/missing-page': 'warning' } }`,
  };
}

function outdated(record: TranslationRecord): Diagnostic {
  const commits = record.behind === 1 ? '1 commit' : `${record.behind} commits`;
  const since = new Date(record.since!).toISOString().slice(0, 10);
  return {
    severity: 'warning',
    file: record.translation!.displayPath,
    line: 1,
    column: 1,
    rule: 'i18n/outdated',
    message: `behind ${record.source.displayPath} by ${commits} changing its text, the first on ${since}`,
    hint: `git diff ${record.base!.slice(0, 10)} -- ${record.source.displayPath}`,
  };
}

function unknownCommit(record: TranslationRecord): Diagnostic {
  return {
    severity: 'warning',
    file: record.translation!.displayPath,
    line: 1,
    column: 1,
    rule: 'i18n/unknown-commit',
    message: `\`translation.commit\` names ${record.unknownCommit}, which is not in the history of the docs folder: the translation's own last commit is used`,
  };
}

function unknownSource(page: SourcePage, named: string): Diagnostic {
  return {
    severity: 'error',
    file: page.displayPath,
    line: 1,
    column: 1,
    rule: 'i18n/unknown-source',
    message: `\`translation.source\` names ${named}, which is not a page of the \`/\` locale`,
  };
}
