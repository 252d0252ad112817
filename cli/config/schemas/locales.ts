import * as z from 'zod';
import type { LocaleTexts } from '../../../runtime/shared/types.ts';
import { interfaceTexts } from '../../../runtime/shared/texts/index.ts';
import { doc } from './meta.ts';
import { authorSchema } from './author.ts';
import { navItemSchema, noticeSchema, sidebarItemSchema } from './navigation.ts';

/**
 * A key the theme no longer has is no error; one it has takes a value of the shape of its English
 * word (a text, a list of texts, texts by name), so a typo of shape is caught at its config path.
 * Its type is the theme's texts, so an editor offers their names.
 */
const texts = z.record(z.string(), z.unknown()).superRefine((given, ctx) => {
  for (const [name, value] of Object.entries(given)) {
    const english = (ENGLISH as unknown as Record<string, unknown>)[name];
    if (english === undefined || sameShape(value, english)) continue;
    ctx.addIssue({ code: 'custom', path: [name], message: `expected ${shapeOf(english)}` });
  }
}) as unknown as z.ZodType<Partial<LocaleTexts>, Partial<LocaleTexts>>;

const ENGLISH = interfaceTexts('en').theme;

const sameShape = (value: unknown, english: unknown): boolean =>
  typeof english === 'string'
    ? typeof value === 'string'
    : Array.isArray(english)
      ? Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')
      : typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.values(value).every((v) => typeof v === 'string');

const shapeOf = (english: unknown): string =>
  typeof english === 'string'
    ? 'a text'
    : Array.isArray(english)
      ? 'a list of texts'
      : `texts by name (${Object.keys(english as object).join(', ')})`;

const sidebars = z.record(
  z.string(),
  z.union([z.array(sidebarItemSchema), z.literal('structure'), z.literal(false)]),
);

export const localeSchema = z.object({
  lang: doc(
    z.string(),
    'The language tag of its pages (`en-US`, `zh-CN`); it picks the interface words.',
  ),
  name: doc(
    z.string().optional(),
    'The name the language menu shows.',
    'the language named in itself (`zh-CN` → 中文（中国）)',
  ),
  title: doc(z.string().optional(), "The locale's site title.", "the site's `title`"),
  description: doc(
    z.string().optional(),
    "The locale's site description.",
    "the site's `description`",
  ),
  author: doc(
    authorSchema.optional(),
    "Who wrote the site, in this locale's words (`{ name: '贡献者' }`): the footer and the pages of this locale show it instead of the site's `author`.",
    "the site's `author`",
  ),
  texts: doc(
    texts.optional(),
    "Interface words to replace, by the names of the `theme` section of runtime/shared/texts/en.ts (`{ toc: 'Contents', prev: 'Back' }`); the others are the language's own (English for a language docs-build has no words for). Each takes the shape of its English word: a text, a list of texts (`notFoundHints`), texts by name (`colorModeNames`).",
    "the words of the locale's `lang`",
  ),
  navbar: doc(
    z.array(navItemSchema).optional(),
    'Links of the navbar; an entry with `children` is a menu.',
  ),
  sidebar: doc(
    sidebars.optional(),
    "Sidebars by the path prefix they serve; `'structure'` lists a folder's pages in their order, `false` shows none.",
    "`{ '<prefix>': 'structure' }`",
  ),
  notices: doc(
    z.array(noticeSchema).optional(),
    'Notices shown in a dialog on the pages under `path`.',
  ),
  footer: doc(z.string().optional(), 'HTML of the footer.', 'none'),
  missing: doc(
    z.enum(['error', 'fallback', 'ignore']).optional(),
    "What a page of the `/` locale without a version in this one is: `'error'` (`check` fails), `'fallback'` (the `/` page is served at this locale's path, in its own language, with a notice that it is not translated yet), `'ignore'` (the page exists in one locale only). On `/` it applies to pages of other locales with no `/` version, where `'fallback'` is not allowed.",
    "`'error'`",
  ),
  containerTitles: doc(
    z.record(z.string(), z.string()).optional(),
    'Titles of the hints and details a page leaves untitled, by kind (`tip`, `info`, `note`, `warning`, `danger`, `caution`, `important`, `details`, or a name of `markdown.containers`).',
    "the language's words",
  ),
});

const translations = z.object({
  ignoreCommits: doc(
    z.union([z.string(), z.instanceof(RegExp)]).optional(),
    'Commits of a source page that need no translation: a string is text their message contains, a pattern is tested against it. Commits changing only front matter or whitespace never do.',
    "`'[i18nIgnore]'`",
  ),
  statusPage: doc(
    z
      .union([
        z.boolean(),
        z.string().regex(/^([a-z0-9_-]+\/)+$/, 'a path such as "translations/"'),
      ])
      .optional(),
    'Whether `build` writes a page for translators in every locale (at `translations/`, or the path given): per locale, the pages up to date, behind their source, and missing.',
    'false',
  ),
});

/** The site's languages, each under a path prefix. */
export const localesFields = {
  locales: doc(
    z
      .record(
        z.string().regex(/^\/(.*\/)?$/, 'locale keys are path prefixes such as "/" and "/zh/"'),
        localeSchema,
      )
      .refine((l) => '/' in l, 'a "/" locale is required'),
    'The locales by path prefix (`/`, `/zh/`); the `/` locale is required. The options below are those of one locale.',
  ),
  translations: doc(
    translations.optional(),
    'How translations are followed: which pages of other locales are behind their `/` page, from git (`check` warns of each as `i18n/outdated`, readers see a notice; silencing the rule follows none).',
  ),
  redirectLocale: doc(
    z.string().optional(),
    'The locale a reader is offered when the browser prefers its language (the key, `/zh/`).',
    'none',
  ),
};
