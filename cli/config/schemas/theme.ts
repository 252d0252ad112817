import * as z from 'zod';
import { doc } from './meta.ts';

const comments = z.object({
  provider: z.literal('giscus'),
  repo: z.string().optional(),
  repoId: z.string().optional(),
  category: z.string().optional(),
  categoryId: z.string().optional(),
  origin: z.url().optional(),
});

export const componentSchema = z.object({
  path: doc(
    z.string(),
    'The module, relative to the config file; its default export is a React component.',
  ),
  hydrate: doc(
    z.boolean().optional(),
    'Hydrated in the browser as an island; otherwise rendered to HTML once, when the site is built.',
    '`false`',
  ),
});

/** How pages look and what the theme adds to them. */
export const themeFields = {
  colorMode: doc(
    z.enum(['disable', 'enable', 'auto', 'switch', 'toggle']).optional(),
    'Light and dark: `disable` is light only, `enable` dark only, `auto` follows the system, `switch` and `toggle` let the reader choose.',
    '`switch`',
  ),
  comments: doc(
    comments.optional(),
    'Comments under pages, by giscus; `origin` names a giscus of your own.',
    'none',
  ),
  layouts: doc(
    z.record(z.string(), z.string()).optional(),
    "Route prefix inside every locale (`blog/`) → one of the site's `components` that lays out the pages under it, unless a page names its layout in front matter; the longest prefix wins.",
    'none',
  ),
  slots: doc(
    z
      .object({
        sidebarTop: z
          .object({ component: z.string(), props: z.record(z.string(), z.unknown()).optional() })
          .optional(),
      })
      .optional(),
    "Components of the site's own in the theme's slots, with JSON props: `sidebarTop` sits above every sidebar.",
    'none',
  ),
  components: doc(
    z
      .record(
        z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'component names are PascalCase'),
        componentSchema,
      )
      .optional(),
    'React components pages may use by name (`<Badge />`). They run on the React docs-build ships, 18.3 ' +
      "(react and react-dom 18.3.1, the theme's own copy): no React 19 API such as `use`, actions or `ref` as a " +
      'plain prop; code loaded later comes through `lazy()` inside a `<Suspense>`.',
    'the built-in ones only',
  ),
  banner: doc(z.string().optional(), 'HTML of a banner above every page.', 'none'),
};
