import * as z from 'zod';
import type { Dialect } from '../shared/dialect.ts';
import { vitepressHeadingId } from '../vitepress/heading-ids.ts';

/**
 * VuePress's `sidebar` in a page: `auto` (v1) or `heading` (v2) is a sidebar of
 * the page's own headings, which ours shows under the open page's link, and the
 * outline beside the text lists; a sidebar given as a list or map is the page's
 * own navigation, which only the site's config sets here.
 */
const sidebar = z.union([
  z.boolean(),
  z.enum(['auto', 'heading']),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);
type Sidebar = z.infer<typeof sidebar>;

/**
 * VuePress with vuepress-theme-hope (md-enhance and its components). Our own
 * markdown grew from this dialect, so its containers (`::: tip`, `::: details`,
 * `::: tabs#id`, `::: code-tabs`, alignment), `@tab`, mark/sup/sub, `[[toc]]`
 * and its home-page keys (`home`, `heroText`, `actions`, `features`) are ours
 * already; only names that differ are listed here. Its heading ids are
 * VuePress 2's (the theme passes no slugify of its own to @vuepress/markdown,
 * whose default is mdit-vue's, VitePress's rule): `## config.scss` is
 * `#config-scss` on a theme-hope site.
 */
export const themeHope: Dialect = {
  name: 'theme-hope',
  containers: { preview: { kind: 'preview' } },
  components: {
    AutoCatalog: { name: 'Catalog' },
    // ArtPlayer's own options (`:config`, `:plugins`) have no counterpart; the
    // source and poster carry over
    ArtPlayer: {
      name: 'VideoPlayer',
      props: ({ src, poster, type, title }) => ({
        src,
        ...(poster ? { poster } : {}),
        ...(type ? { type } : {}),
        ...(title ? { title } : {}),
      }),
    },
  },
  frontMatter: {
    // `false` is ours already; the headings' forms keep the site's sidebar
    sidebar: {
      schema: sidebar,
      map: (value: Sidebar) => (typeof value === 'boolean' ? undefined : {}),
      lost: (value: Sidebar) =>
        typeof value === 'object'
          ? [
              'a sidebar written in the page is not used: ' +
                "the site's `sidebar` config lays out every page's sidebar",
            ]
          : [],
    },
    // VuePress's depth of headings under the page's sidebar link: 1 is `##`
    // alone, as our `headerDepth` counts
    sidebarDepth: {
      schema: z.number().int().min(0).max(6),
      map: (value: number) => ({ headerDepth: value }),
    },
  },
  headingId: vitepressHeadingId,
};
