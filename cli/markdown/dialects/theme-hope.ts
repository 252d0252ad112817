import type { Dialect } from './dialect.ts';

/**
 * VuePress with vuepress-theme-hope (md-enhance and its components). Our own markdown grew from this dialect, so
 * its containers (`::: tip`, `::: details`, `::: tabs#id`, `::: code-tabs`, alignment), `@tab`, mark/sup/sub,
 * `[[toc]]` and its home-page keys (`home`, `heroText`, `actions`, `features`) are ours already; only names that
 * differ are listed here.
 */
export const themeHope: Dialect = {
  name: 'theme-hope',
  containers: {},
  components: {
    AutoCatalog: { name: 'Catalog' },
    // ArtPlayer's own options (`:config`, `:plugins`) have no counterpart; the source and poster carry over
    ArtPlayer: {
      name: 'VideoPlayer',
      props: ({ src, poster, type, title }) => ({ src, ...(poster ? { poster } : {}), ...(type ? { type } : {}), ...(title ? { title } : {}) }),
    },
  },
  frontMatter: {},
};
