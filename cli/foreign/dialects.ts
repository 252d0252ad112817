import type { Dialect, FrontMatterKey } from './shared/dialect.ts';
import { vitepress } from './vitepress/dialect.ts';
import { themeHope } from './vuepress/theme-hope-dialect.ts';
import { valaxy } from './valaxy/dialect.ts';
import { vuepress } from './vuepress/dialect.ts';

/**
 * Each tool's markdown names in ours, one table a dialect. Kept apart from the
 * registry of tools so the markdown stage and the config schema load these
 * tables without the config readers.
 */
export const DIALECTS: readonly Dialect[] = [themeHope, vitepress, vuepress, valaxy];

/**
 * The tools a site may say its pages were written for (`markdown.dialect` in
 * its config).
 */
export const DIALECT_NAMES = ['theme-hope', 'vitepress', 'vuepress', 'valaxy'] as const;
export type DialectName = (typeof DIALECT_NAMES)[number];

/** The container names the dialects add to ours. */
export const DIALECT_CONTAINERS: readonly string[] = DIALECTS.flatMap((d) =>
  Object.keys(d.containers),
);

/** The front-matter keys the dialects read as ours, in one table. */
export const DIALECT_FRONT_MATTER: Record<string, FrontMatterKey> = Object.assign(
  {},
  ...DIALECTS.map((d) => d.frontMatter),
);
