import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../site/front-matter.ts';
import { firstH1, headingText } from '../site/title.ts';
import type { UserConfig } from './types.ts';

/** Other generators' config files: code, so never run; their presence is only mentioned. */
const FOREIGN_CONFIGS = ['.vitepress', '.vuepress'].flatMap((dir) => ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `${dir}/config.${ext}`));

/** Folder names that say nothing about the site: its title then comes from the folder above. */
const GENERIC_FOLDERS = new Set(['docs', 'doc', 'documentation', 'site', 'src', 'content', 'pages', 'website']);

/**
 * The config a folder without `.site/config.*` builds with, as VitePress builds a bare folder: one English locale,
 * the title from the home page, a sidebar from the folder structure, no navbar. `notes` says what was assumed.
 */
export function bareSiteConfig(root: string): { config: UserConfig; notes: string[] } {
  const home = homePage(root);
  const title = home.title ?? folderTitle(root);
  const notes: string[] = [];
  const foreign = FOREIGN_CONFIGS.find((file) => existsSync(path.join(root, file)));
  if (foreign) notes.push(`docs-build: ${path.join(path.basename(root), foreign)} is another generator's config and code, so it is not run; building with defaults (add .site/config.ts to configure the site)`);
  return {
    config: {
      title,
      description: home.description,
      locales: { '/': { lang: 'en-US', name: 'English', title, description: home.description ?? '', navbar: [], sidebar: { '/': 'structure' } } },
    },
    notes,
  };
}

/** The home page's first h1 as a reader sees it (the same rule as every page's title). */
function h1Text(body: string): string | undefined {
  const h1 = firstH1(body);
  return h1 ? headingText(h1) || undefined : undefined;
}

/** Title and description of `index.md` or `README.md`: front matter `title` (or VitePress's `hero.name`), else its h1. */
function homePage(root: string): { title?: string; description?: string } {
  const file = ['index.md', 'README.md'].map((name) => path.join(root, name)).find((f) => existsSync(f));
  if (!file) return {};
  const { parsed } = parseFrontMatter(readFileSync(file, 'utf8'), file);
  if (!parsed) return {};
  const fm = parsed.frontmatter as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  // VitePress's hero reaches us already translated: `hero.name` is `heroText`, `hero.tagline` is `tagline`
  return {
    title: text(fm.title) ?? text(fm.heroText) ?? h1Text(parsed.body),
    description: text(fm.description) ?? text(fm.tagline),
  };
}


function folderTitle(root: string): string {
  const name = path.basename(root);
  return (GENERIC_FOLDERS.has(name.toLowerCase()) ? path.basename(path.dirname(root)) : name) || 'Docs';
}
