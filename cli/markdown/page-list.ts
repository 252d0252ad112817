import { sha } from '../core/content-hash.ts';
import type { CompiledPage } from './compile.ts';
import type { SourcePage } from '../site/scan.ts';
import type { PageSummary } from './page-builder.ts';

/**
 * The site's list of pages as components read it (titles, icons, order, descriptions: `env.pages`). Only the
 * pages whose components read it depend on it: a title's change compiles those again, not every page. Every
 * page depends on which routes exist (its links are checked against them): that stays in the environment key.
 */
export const routeList = (summaries: PageSummary[]): string =>
  JSON.stringify(summaries.map((s) => [s.route, s.locale]));

export const pageListKey = (summaries: PageSummary[]): string => sha(JSON.stringify(summaries));

/** A kept page, unless its components read a page list other than `listKey`. */
export function stillCurrent(kept: CompiledPage | null, listKey: string): CompiledPage | null {
  return kept && (kept.pageList === undefined || kept.pageList === listKey) ? kept : null;
}

/** `env` whose `pages` calls `onRead` when read. */
export function watchPageList<Env extends { pages: PageSummary[] }>(
  env: Env,
  onRead: () => void,
): Env {
  const pages = env.pages;
  return Object.defineProperty({ ...env }, 'pages', {
    enumerable: true,
    get: () => (onRead(), pages),
  });
}

/** What components read of each page. */
export function summarize(pages: SourcePage[]): PageSummary[] {
  return pages.map((p) => ({
    route: p.route,
    title: String(p.frontmatter.shortTitle ?? p.title),
    locale: p.locale,
    icon: typeof p.frontmatter.icon === 'string' ? p.frontmatter.icon : undefined,
    order: typeof p.frontmatter.order === 'number' ? p.frontmatter.order : undefined,
    description:
      typeof p.frontmatter.description === 'string' ? p.frontmatter.description : undefined,
  }));
}
