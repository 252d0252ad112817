import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfigFile } from '../shared/files.ts';
import { pathIn } from '../shared/literals.ts';
import { asksForMath, codeLocales, declaredLocales, iconTags, logoOf } from '../shared/options.ts';
import { foreignSite } from '../shared/site.ts';
import type { ForeignTool } from '../tool.ts';
import { VitepressLocales } from './locales.ts';
import {
  attributeDelimiters,
  customContainers,
  editLinkPattern,
  ignoredDeadLinks,
  literalRewrites,
  sourceExclusions,
} from './options.ts';

/**
 * Where VitePress keeps its config: code, so read as literals and never run.
 */
export const CONFIG_FILES = ['config', 'config/index'].flatMap((name) =>
  ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `.vitepress/${name}.${ext}`),
);

/**
 * A VitePress site: a `.vitepress` folder beside the pages, with or without a
 * config in it.
 */
export const vitepressTool: ForeignTool = {
  name: 'VitePress',
  detect: (root) => existsSync(path.join(root, '.vitepress')),
  read(root) {
    const main = readConfigFile(root, CONFIG_FILES);
    const config = main.value;
    const locales = new VitepressLocales(root, config);
    const containers = customContainers(config);
    const srcExclude = sourceExclusions(config);
    return foreignSite(root, {
      tool: 'VitePress',
      dialect: 'vitepress',
      main,
      extraFiles: () => locales.files(),
      rewrites: literalRewrites(config),
      logo: logoOf(pathIn(config, 'themeConfig', 'logo') ?? pathIn(config, 'theme', 'logo')),
      head: iconTags(pathIn(config, 'head')),
      editLinkPattern: editLinkPattern(config),
      math: asksForMath(main),
      deadLinks: ignoredDeadLinks(config),
      attrs: attributeDelimiters(config),
      containers,
      srcExclude: srcExclude && { patterns: srcExclude, key: 'srcExclude' },
      readme: 'page',
      navigation: (pages) => locales.navigation(pages),
      locale: (prefix) => locales.texts(prefix),
      footer: locales.footer(),
      labels: (prefix, lang) => locales.labels(prefix, lang, containers),
      declaredLocales: declaredLocales(config),
      codeLocales: codeLocales(config),
      slugifyIsCode: pathIn(config, 'markdown', 'anchor', 'slugify') !== undefined,
    });
  },
};
