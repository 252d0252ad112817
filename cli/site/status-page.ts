import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { SourcePage } from './scan.ts';
import type { TranslationRecord, TranslationState } from './translations.ts';
import type { LocaleTexts } from '../../runtime/shared/types.ts';
import { repoHost, repoUrl } from '../../runtime/shared/edit-link.ts';

type StatusConfig = Pick<ResolvedConfig, 'locales' | 'root' | 'user'>;

/** Where the status page lies in each locale (`translations.statusPage`), or null when the site wants none. */
export function statusPagePath(config: Pick<ResolvedConfig, 'user'>): string | null {
  const wanted = config.user.translations?.statusPage;
  if (!wanted) return null;
  return wanted === true ? 'translations/' : wanted;
}

/**
 * The page for translators, one per locale in the reader's words: each locale's share of pages up to date, outdated
 * and missing, then the pages to work on, each with its source, its translation and the source's changes since on the
 * repository host. Made as markdown, so it is a page of the theme like any other; the pages up to date are counted,
 * not listed, so 10,000 of them cost a line.
 */
export function statusPages(config: StatusConfig, records: TranslationRecord[]): SourcePage[] {
  const at = statusPagePath(config);
  if (!at) return [];
  return Object.entries(config.locales).map(([locale, { texts }]) => {
    const relativePath = `${locale.slice(1)}${at}index.md`;
    const body = statusMarkdown(config, records, texts);
    const frontmatter = {
      editLink: false,
      lastUpdated: false,
      contributors: false,
      search: false,
      comment: false,
      pageInfo: false,
    };
    return {
      file: path.join(config.root, relativePath),
      relativePath,
      sourcePath: relativePath,
      displayPath: path.relative(process.cwd(), path.join(config.root, relativePath)),
      route: `${locale}${at}`,
      locale,
      source: body,
      frontmatter,
      body,
      bodyLineOffset: 0,
      title: texts.translationStatus,
      git: { contributors: [] },
    };
  });
}

const STATES: TranslationState[] = ['current', 'outdated', 'missing'];

function statusMarkdown(
  config: StatusConfig,
  records: TranslationRecord[],
  texts: LocaleTexts,
): string {
  const c = texts.translationColumns;
  const s = texts.translationStates;
  const lines = [
    `# ${escape(texts.translationStatus)}`,
    '',
    `| ${c.locale} | ${c.pages} | ${STATES.map((state) => s[state]).join(' | ')} |`,
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  const locales = Object.keys(config.locales).filter((l) => l !== '/');
  for (const locale of locales) {
    const mine = records.filter((r) => r.locale === locale);
    const share = (state: TranslationState) => {
      const n = mine.filter((r) => r.state === state).length;
      return `${n} (${mine.length ? Math.round((100 * n) / mine.length) : 0}%)`;
    };
    const name = escape(config.locales[locale].name);
    lines.push(`| ${name} | ${mine.length} | ${STATES.map(share).join(' | ')} |`);
  }
  for (const locale of locales) {
    const mine = records.filter((r) => r.locale === locale && r.state !== 'current');
    if (!mine.length) continue;
    lines.push('', `## ${escape(config.locales[locale].name)}`, '');
    lines.push(`| ${c.translation} | ${c.source} | ${c.behind} | ${c.since} | ${c.changes} |`);
    lines.push('| --- | --- | ---: | --- | --- |');
    for (const r of mine) lines.push(statusRow(config, r, texts));
  }
  return `${lines.join('\n')}\n`;
}

function statusRow(config: StatusConfig, r: TranslationRecord, texts: LocaleTexts): string {
  const source = link(r.source.title, r.source.route);
  if (r.state === 'missing')
    return `| ${escape(texts.translationStates.missing)} | ${source} | | | |`;
  const translation = link(r.translation!.title, r.translation!.route);
  const since = new Date(r.since!).toISOString().slice(0, 10);
  const compare = compareUrl(config, r.base!);
  const changes = compare
    ? `[${escape(r.base!.slice(0, 10))}](${compare})`
    : `\`git diff ${r.base!.slice(0, 10)} -- ${r.source.sourcePath.replace(/[`|]/g, '')}\``;
  return `| ${translation} | ${source} | ${r.behind} | ${since} | ${changes} |`;
}

/** The host's page of every change from a commit to the docs branch, for hosts whose form is known. */
function compareUrl(config: StatusConfig, base: string): string | null {
  const repo = config.user.docsRepo ?? config.user.repo;
  if (!repo) return null;
  const branch = encodeURIComponent(config.user.docsBranch ?? 'main');
  const host = repoHost(repo);
  if (host === 'github' || host === 'gitee') return `${repoUrl(repo)}/compare/${base}...${branch}`;
  if (host === 'gitlab') return `${repoUrl(repo)}/-/compare/${base}...${branch}`;
  return null;
}

function link(title: string, route: string): string {
  return `[${escape(title)}](${encodeURI(route).replace(/[()]/g, (p) => encodeURIComponent(p))})`;
}

/** Text as markdown shows it literally, inside a table cell too. */
function escape(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~$&-]/g, (c) => `\\${c}`);
}
