import type { Dialect } from '../shared/dialect.ts';
import { vitepressHeadingId } from '../vitepress/heading-ids.ts';

/**
 * Pages of a Valaxy site. Its markdown is VitePress's, whose names are in the
 * merged tables already, plus one container per language (`::: en`,
 * `::: zh-CN`): Valaxy writes both languages into one page and shows the
 * reader's. Here a page keeps the one of its own locale's language.
 */
export const valaxy: Dialect = {
  name: 'valaxy',
  containers: {
    en: { kind: 'language', lang: 'en' },
    'zh-CN': { kind: 'language', lang: 'zh-CN' },
  },
  components: {},
  frontMatter: {},
  headingId: vitepressHeadingId,
};
