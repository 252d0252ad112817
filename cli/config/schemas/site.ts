import * as z from 'zod';
import { authorSchema } from './author.ts';
import { headTags } from '../../render/head-tags.ts';
import { doc } from './meta.ts';
import { BASE_PATH } from '../base-path.ts';

const headEntry = z.tuple([z.enum(['meta', 'link', 'script']), z.record(z.string(), z.string())]);

/** Extra `<head>` elements; cli/render/head-tags.ts says which are allowed and why. */
const head = z
  .array(headEntry)
  .optional()
  .superRefine((entries, ctx) => {
    try {
      headTags(entries ?? []);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });

/** What the site is called, where it is published, and who wrote it. */
export const siteFields = {
  title: doc(z.string().min(1), "The site's name: the navbar, the tab title after a page's own."),
  description: doc(
    z.string().optional(),
    'The description search engines and link previews show.',
    'none',
  ),
  head: doc(
    head,
    'Extra `<head>` elements, each `[tag, attributes]`: `meta`, `link`, and `script` with a `src` (inline scripts would slip past the Content-Security-Policy).',
  ),
  hostname: doc(
    z.string().url().optional(),
    'The address the site is served from (`https://example.org`), for the sitemap, canonical links and the CNAME file.',
    'none: no sitemap or canonical links',
  ),
  base: doc(
    z
      .string()
      .regex(BASE_PATH, 'must start and end with "/", with no ".", ".." or empty segment')
      .optional(),
    'The path the site lives under when it is not the root of its host (`/docs/`).',
    '`/`',
  ),
  logo: doc(
    z.string().optional(),
    'An image shown beside the title, as a path in the public folder.',
    'none',
  ),
  repo: doc(
    z.string().optional(),
    'The source repository (`owner/name` on GitHub, or a URL), linked from the navbar.',
  ),
  docsRepo: doc(z.string().optional(), 'The repository the pages are edited in.', '`repo`'),
  docsBranch: doc(z.string().optional(), 'The branch edit links open.', '`main`'),
  docsDir: doc(z.string().optional(), 'The folder of the pages inside `docsRepo`.', '`docs`'),
  breadcrumb: doc(
    z.boolean().optional(),
    "Whether pages show the breadcrumb above their title; a page's own `breadcrumb` front matter wins.",
    '`true`',
  ),
  editLinkPattern: doc(
    z.string().includes(':path').optional(),
    "The address of each page's edit link, with `:path` standing for the page's file inside the docs folder (`https://github.com/owner/name/edit/main/docs/:path`); any host, and it wins over the link made from `docsRepo`.",
  ),
  author: doc(
    authorSchema.optional(),
    "Who wrote the site, for the footer and page metadata; shown first in each page's info row unless the page names its own `author` (or `author: false`) or `pageInfo` here is `false`.",
  ),
  copyright: doc(
    z.union([z.string(), z.literal(false)]).optional(),
    "The footer's copyright line (HTML allowed), or `false` for none. A page's `copyright` front matter wins.",
    '`Copyright © <year> <author>`',
  ),
};
