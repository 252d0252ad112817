import * as z from 'zod';
import { OWN_CONTAINERS } from '../containers.ts';
import { dialectSchema } from './dialect.ts';
import { doc } from './meta.ts';

/**
 * Why `name` cannot be a container of the site's own, or null: `taken` are the names of containers
 * that exist already (ours here; the loader adds other tools' and asks again).
 */
export function containerNameProblem(
  name: string,
  taken: readonly string[] = Object.keys(OWN_CONTAINERS),
): string | null {
  if (taken.includes(name)) return `\`${name}\` is a container already: choose another name`;
  return /^[a-z0-9_-]+$/.test(name)
    ? null
    : 'a container name is lower-case letters, digits, `-` and `_`';
}

const delimiter = z.string().max(8).optional();

const attrs = z.object({
  leftDelimiter: doc(delimiter, 'What opens an attribute list.', '`{`'),
  rightDelimiter: doc(delimiter, 'What closes it.', '`}`'),
  disable: doc(z.boolean().optional(), 'Read no attribute lists: braces stay text.', '`false`'),
});

/** Markdown extensions a site turns on, and how pages written for another tool are read. */
export const markdownFields = {
  markdown: doc(
    z
      .object({
        math: doc(
          z.boolean().optional(),
          '`$…$` and `$$…$$` typeset with KaTeX when the site is built; its stylesheet and fonts are published with it.',
          '`false`',
        ),
        dialect: dialectSchema,
        atRoot: doc(
          z.string().optional(),
          "The folder `@/` names in include and snippet paths, relative to the docs folder (a Valaxy site's `..`: the folder of its config, above `pages/`).",
          'the docs folder',
        ),
        messages: doc(
          z.record(z.string(), z.record(z.string(), z.string())).optional(),
          "Texts a page's categories (`category.<name>`) and the home page's actions and features name by key, by language (a Valaxy site's `locales/<lang>.yml`, flattened: `hero.start`).",
          'none',
        ),
        languageContainers: doc(
          z.array(z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)).optional(),
          "Language tags whose containers (`::: en`, `::: zh-CN`) hold a part of a page in that language, kept on the pages of that language and left out of the others (a Valaxy site's `siteConfig.languages`).",
          "a Valaxy site's `en` and `zh-CN`; none otherwise",
        ),
        attrs: doc(
          attrs.optional(),
          'How `{…}` attribute lists and `{#id}` heading ids are written, for pages that use other delimiters (`%{#id}%`).',
        ),
        containers: doc(
          z.record(z.string(), z.string()).optional(),
          "The site's own hint containers by name, with the title they get when a page gives none (`{ success: 'Done' }`): `::: success` and `> [!SUCCESS]` then work as `::: tip` does, styled by the class `hint-container success`.",
          'none',
        ),
        includeAliases: doc(
          z.record(z.string().min(1), z.union([z.string(), z.array(z.string()).min(1)])).optional(),
          "Path prefixes an `<!-- @include: … -->` may start with, and the folder (from the docs folder) each stands for, or several tried in order: `{ '@': 'snippets/' }` reads `@part.md` as `snippets/part.md`. The included file must still lie inside the repository.",
          'none',
        ),
      })
      .optional(),
    'Markdown extensions that stay off unless a site asks for them.',
  ),
};
