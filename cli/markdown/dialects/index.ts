import type { ComponentAlias, ContainerKind, Dialect, FrontMatterKey } from './dialect.ts';
import { githubHeadingId, vitepressHeadingId, type HeadingIdRule } from './heading-ids.ts';
import { themeHope } from './theme-hope.ts';
import { vitepress } from './vitepress.ts';

// Our own container names; the dialects add theirs. A name means the same whichever tool a page was written for,
// so the tables merge into one and no plugin needs to know which dialect a page uses.
const HINTS = ['tip', 'info', 'note', 'warning', 'danger', 'caution', 'important'];
const ownContainers: Record<string, ContainerKind> = {
  ...Object.fromEntries(HINTS.map((hint) => [hint, { kind: 'hint', hint }])),
  ...Object.fromEntries(['left', 'center', 'right', 'justify'].map((align) => [align, { kind: 'align', align }])),
  details: { kind: 'details' },
  tabs: { kind: 'tabs' },
  'code-tabs': { kind: 'tabs', className: 'code-tabs' },
};

/**
 * Pages beside a `.vuepress` folder: VuePress's names are theme-hope's or ours already, so only its heading ids
 * differ (its slugify gives VitePress's ids). The dialect named `theme-hope` keeps GitHub's ids: this site's pages
 * were converted from theme-hope with their links rewritten to them.
 */
const vuepress: Dialect = { name: 'vuepress', containers: {}, components: {}, frontMatter: {}, headingId: vitepressHeadingId };

const dialects = [themeHope, vitepress, vuepress];

export const containerKinds: Record<string, ContainerKind> = Object.assign({}, ownContainers, ...dialects.map((d) => d.containers));
export const componentAliases: Record<string, ComponentAlias> = Object.assign({}, ...dialects.map((d) => d.components));
export const frontMatterKeys: Record<string, FrontMatterKey> = Object.assign({}, ...dialects.map((d) => d.frontMatter));

/** The tools a site may say its pages were written for (`markdown.dialect` in its config). */
export const DIALECT_NAMES = ['theme-hope', 'vitepress', 'vuepress'] as const;
export type DialectName = (typeof DIALECT_NAMES)[number];

/** Heading ids by the rule of the tool the site's pages were written for; ours (GitHub's) when it has none. */
export function headingIdRule(dialect: DialectName | undefined): HeadingIdRule {
  return dialects.find((d) => d.name === dialect)?.headingId ?? githubHeadingId;
}
