import { existsSync } from 'node:fs';
import path from 'node:path';
import { NO_CONFIG, readConfigFile } from '../shared/files.ts';
import { isObjectLiteral, pathIn, trimmedText, type Literal } from '../shared/literals.ts';
import { asksForMath, declaredLocales, iconTags, logoOf } from '../shared/options.ts';
import { foreignSite } from '../shared/site.ts';
import type { ForeignTool } from '../tool.ts';
import { VitepressLocales } from '../vitepress/locales.ts';
import { siteMessages, translated } from './texts.ts';

const EXTENSIONS = ['ts', 'mts', 'js', 'mjs'];
const configFiles = (name: string) => EXTENSIONS.map((ext) => `${name}.${ext}`);

/**
 * A Valaxy site: `valaxy.config.ts` (or `site.config.ts`) with its pages in
 * `pages/` beside it; the pages folder is the docs folder.
 */
const isValaxySite = (dir: string) =>
  existsSync(path.join(dir, 'pages')) &&
  [...configFiles('valaxy.config'), ...configFiles('site.config')].some((file) =>
    existsSync(path.join(dir, file)),
  );

/**
 * What the theme shows: `themeConfig` of `valaxy.config.ts`, or of
 * `theme.config.ts` when the site keeps it apart.
 */
function themeConfigOf(siteDir: string, main: Literal): Literal | undefined {
  const own = pathIn(main, 'themeConfig');
  if (isObjectLiteral(own)) return own;
  const apart = readConfigFile(siteDir, configFiles('theme.config'));
  return apart.file ? apart.value : own;
}

/**
 * The site's config in VitePress's shape, which valaxy-theme-press follows
 * (`themeConfig.nav`, `sidebar`, `locales` with each locale's `themeConfig`):
 * `siteConfig` (or `site.config.ts`) gives the title, description and
 * language, and texts that name a message of `locales/<lang>.yml` read as it.
 */
function vitepressShape(siteDir: string, main: Literal): Literal {
  const apart = readConfigFile(siteDir, configFiles('site.config'));
  const site = pathIn(main, 'siteConfig') ?? (apart.file ? apart.value : undefined);
  const lang = trimmedText(pathIn(site, 'lang')) ?? 'en';
  const theme = themeConfigOf(siteDir, main);
  const locales = pathIn(theme, 'locales');
  const zh = siteMessages(siteDir, 'zh-CN');
  const localized = isObjectLiteral(locales)
    ? Object.fromEntries(
        Object.entries(locales).map(([key, value]): [string, Literal] => {
          const localeLang = trimmedText(pathIn(value, 'lang')) ?? lang;
          const messages = localeLang === 'zh-CN' ? zh : siteMessages(siteDir, localeLang);
          return [key, translated(value, messages)];
        }),
      )
    : undefined;
  const shaped: Record<string, Literal> = { ...(isObjectLiteral(site) ? site : {}), lang };
  if (theme !== undefined) shaped.themeConfig = translated(theme, siteMessages(siteDir, lang));
  if (localized) shaped.locales = localized;
  return shaped;
}

export const valaxyTool: ForeignTool = {
  name: 'Valaxy',
  detect: (root) => path.basename(root) === 'pages' && isValaxySite(path.dirname(root)),
  pagesFolder: (folder) => (isValaxySite(folder) ? path.join(folder, 'pages') : undefined),
  read(root) {
    const siteDir = path.dirname(root);
    const found = readConfigFile(siteDir, configFiles('valaxy.config'));
    const main = found.file ? found : NO_CONFIG;
    const config = vitepressShape(siteDir, main.value);
    const locales = new VitepressLocales(root, config);
    const site = foreignSite(root, {
      tool: 'Valaxy',
      dialect: 'valaxy',
      main: { ...main, value: config },
      extraFiles: () => [],
      logo: logoOf(pathIn(config, 'themeConfig', 'logo')),
      head: iconTags(pathIn(config, 'head')),
      math: asksForMath(main),
      deadLinks: {},
      containers: {},
      navigation: (pages) => locales.navigation(pages),
      locale: (prefix) => locales.texts(prefix),
      footer: locales.footer(),
      labels: (prefix) => locales.labels(prefix, {}),
      declaredLocales: declaredLocales(config),
      codeLocales: [],
      slugifyIsCode: false,
    });
    // Valaxy's `@/` is the folder of its config, above the pages
    site.config.markdown = { ...site.config.markdown, atRoot: '..' };
    return site;
  },
};
