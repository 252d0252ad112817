import * as z from 'zod';
import { toStyleObject } from './css-style.ts';

/**
 * Every front-matter field the theme reads, with the shape it expects. Fields
 * the theme does not know pass through untouched (writers keep their own data
 * there). `check` and `build` apply the same schema, so a value that would
 * break a page is reported at its key before anything renders.
 */
const text = z.string();
const link = z.string();
const flag = z.boolean();
const IMAGE_ERROR =
  'must be an image path (`/hero.svg` for a file in public/, or beside the page) or a URL';
const image = z.string({ error: IMAGE_ERROR }).min(1, { error: IMAGE_ERROR });
/**
 * CSS text (`width: 16rem; opacity: 0.9`) or a map of properties; css-style.ts
 * turns text into an object after this check.
 */
const style = z.unknown().superRefine((value, ctx) => {
  const result = toStyleObject(value);
  if ('error' in result) ctx.addIssue({ code: 'custom', message: result.error });
});

const author = z.union([
  z.string(),
  z.object({ name: z.string(), url: z.string().optional(), email: z.string().optional() }),
]);
const terms = (key: string) =>
  z.union([z.string(), z.array(z.string())], {
    error: `\`${key}\` must be a string or a list of strings`,
  });

/** A page's own fields: its title, order, dates and terms. */
const articleFields = () => ({
  title: z.union([z.string(), z.number()], { error: '`title` must be a string' }),
  shortTitle: text,
  description: text,
  icon: z.string({ error: '`icon` must be a string (a Lucide icon name)' }),
  order: z.number({ error: '`order` must be a number' }),
  date: z.union([z.string(), z.number(), z.date()]),
  author: z.union([author, z.array(author), z.literal(false)], {
    error: '`author` must be a string, an object with a `name`, or a list of these',
  }),
  category: terms('category'),
  categories: terms('categories'),
  tag: terms('tag'),
  tags: terms('tags'),
  headerDepth: z.number().int().min(0).max(6),
});

/** What a home page or a portfolio shows. */
function homeFields() {
  const action = z.object({ text, link, type: z.string().optional(), icon: z.string().optional() });
  // `iconImage` and `iconText` (an image or an emoji) come from VitePress's
  // feature icons (cli/foreign/vitepress/dialect.ts); `linkText` names where a
  // linked feature leads, at the foot of its card
  const feature = z.object({
    title: text,
    details: z.string().optional(),
    icon: z.string().optional(),
    iconImage: image.optional(),
    iconText: z.string().optional(),
    link: link.optional(),
    linkText: z.string().optional(),
  });
  const panel = z.object({
    header: z.string().optional(),
    description: z.string().optional(),
    type: z.enum(['order', 'un-order', 'no-order']).optional(),
    features: z.array(feature).optional(),
    highlights: z.array(feature).optional(),
    color: z.string().optional(),
    image: image.optional(),
    imageDark: image.optional(),
    bgImage: image.optional(),
    bgImageDark: image.optional(),
    bgImageStyle: style.optional(),
  });
  const media = z.object({ name: z.string(), url: link, icon: z.string().optional() });
  return {
    home: flag,
    heroText: z.union([z.string(), z.null()]),
    heroSubtitle: text,
    tagline: text,
    heroImage: image,
    heroImageDark: image,
    heroAlt: text,
    heroImageStyle: style,
    heroFullScreen: flag,
    bgImage: image,
    bgImageDark: image,
    bgImageStyle: style,
    actions: z.array(action),
    features: z.array(feature),
    highlights: z.array(panel),

    portfolio: flag,
    avatar: image,
    avatarDark: image,
    avatarAlt: text,
    avatarStyle: style,
    welcome: text,
    name: text,
    titles: z.array(z.union([z.string(), z.number()])),
    medias: z.array(media),
    content: z.enum(['portfolio', 'plain', 'none']),
  };
}

/** What the layout around the content reads. */
function layoutFields() {
  const watermark = z.union([
    flag,
    z.string(),
    z.object({
      content: z.string().optional(),
      image: image.optional(),
      width: z.number().positive().optional(),
      height: z.number().positive().optional(),
      rotate: z.number().optional(),
      fontSize: z.string().optional(),
      globalAlpha: z.number().min(0).max(1).optional(),
      zIndex: z.number().int().optional(),
      color: z.string().optional(),
    }),
  ]);
  /**
   * `prev`/`next`: a page path (or, as VitePress writes it, the text for the
   * sidebar's neighbour), `{ text, link }` with either left out, or false.
   */
  const pageLink = z.union([
    z.literal(false),
    link,
    z.object({ text: z.string().optional(), link: link.optional() }),
  ]);
  return {
    watermark,
    cover: image,
    prev: pageLink,
    next: pageLink,
    footer: z.union([flag, z.string()]),
    copyright: z.union([flag, z.string()]),
    toc: flag,
    print: flag,
    sidebar: flag,
    breadcrumb: flag,
    breadcrumbIcon: flag,
    breadcrumbExclude: flag,
    editLink: flag,
    lastUpdated: flag,
    contributors: flag,
    pageInfo: z.union([flag, z.array(z.string())]),
    readingTime: flag,
    isOriginal: flag,
    comment: flag,
    search: flag,
    index: flag,
    pure: flag,
    focus: flag,
    // false: this page has no version in the other locales; or the source page
    // and commit a translation was made from (cli/site/translations.ts)
    translation: z.union([
      z.literal(false),
      z.object({
        source: z.string().optional(),
        commit: z
          .string()
          .regex(/^[0-9a-fA-F]{4,40}$/, { error: '`translation.commit` must be a commit hash' })
          .optional(),
      }),
    ]),
  };
}

let made: ReturnType<typeof makeSchema> | undefined;
const makeSchema = () =>
  z.looseObject({ ...articleFields(), ...homeFields(), ...layoutFields() }).partial();

/**
 * The schema, made when a page's front matter is first checked: making it took 12 ms of every run's start-up, and a
 * rebuild after an edit below a page's front matter checks none (site/front-matter-memo.ts).
 */
export const frontMatterSchema = () => (made ??= makeSchema());
