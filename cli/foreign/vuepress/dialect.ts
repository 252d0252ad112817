import * as z from 'zod';
import type { FrontMatter } from '../../../runtime/shared/types.ts';
import type { Dialect } from '../shared/dialect.ts';
import { vitepressHeadingId } from '../vitepress/heading-ids.ts';

/**
 * Pages beside a `.vuepress` folder: VuePress's names are theme-hope's or ours
 * already, so its heading ids differ (its slugify gives VitePress's ids, as
 * theme-hope's do), and the home page of VuePress 1's default theme names its
 * one action in two keys.
 */
export const vuepress: Dialect = {
  name: 'vuepress',
  containers: {},
  components: {},
  frontMatter: {
    // `actionText: Get Started →` with `actionLink: /guide/`: our `actions`,
    // unless the page gives those too
    actionText: {
      schema: z.string(),
      map: (text: string, all: FrontMatter) =>
        all.actions !== undefined
          ? {}
          : {
              actions: [
                {
                  text,
                  link: typeof all.actionLink === 'string' ? all.actionLink : '/',
                  type: 'primary',
                },
              ],
            },
    },
    actionLink: { schema: z.string(), map: () => ({}) },
  },
  headingId: vitepressHeadingId,
};
