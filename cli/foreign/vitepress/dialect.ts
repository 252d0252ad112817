import * as z from 'zod';
import type { FrontMatter } from '../../../runtime/shared/types.ts';
import type { Dialect } from '../shared/dialect.ts';
import { vitepressHeadingId } from './heading-ids.ts';

// VitePress's image component draws each of `light` and `dark` as an image in
// turn: a path or `{ src, alt }`
const sourced = z.object({ src: z.string(), alt: z.string().optional() }).loose();
const image = z.union([
  z.string(),
  sourced,
  z
    .object({
      light: z.union([z.string(), sourced]),
      dark: z.union([z.string(), sourced]),
      alt: z.string().optional(),
    })
    .loose(),
]);
const hero = z
  .object({
    name: z.string().optional(),
    text: z.string().optional(),
    tagline: z.string().optional(),
    image: image.optional(),
    actions: z
      .array(z.object({ theme: z.string().optional(), text: z.string(), link: z.string() }).loose())
      .optional(),
  })
  .loose();
const feature = z
  .object({
    title: z.string(),
    details: z.string().optional(),
    link: z.string().optional(),
    linkText: z.string().optional(),
    icon: image.optional(),
  })
  .loose();
type Image = z.infer<typeof image>;

/**
 * `outline` and `aside` belong to the page's table of contents, which is ours
 * under `toc` and `headerDepth`.
 */
function outline(value: number | [number, number] | 'deep' | false): FrontMatter {
  if (value === false) return { toc: false };
  if (value === 'deep') return { headerDepth: 5 };
  // our depth counts levels below h1 and always starts at h2, so only the
  // deepest level carries over
  const deepest = Array.isArray(value) ? value[1] : value;
  return { headerDepth: Math.max(1, deepest - 1) };
}

const srcOf = (value: string | z.infer<typeof sourced>) =>
  typeof value === 'string' ? value : value.src;
const imageSource = (value: Image | undefined): { src?: string; dark?: string; alt?: string } => {
  if (value === undefined) return {};
  if (typeof value === 'string') return { src: value };
  if (!('light' in value)) return { src: value.src, alt: value.alt };
  const themed = value as {
    light: string | z.infer<typeof sourced>;
    dark: string | z.infer<typeof sourced>;
    alt?: string;
  };
  const alt = themed.alt ?? (typeof themed.light === 'string' ? undefined : themed.light.alt);
  return { src: srcOf(themed.light), dark: srcOf(themed.dark), ...(alt ? { alt } : {}) };
};

// VitePress puts a string icon into the page as HTML; markup such as `<span
// class="vite"></span>` is drawn by the site's own stylesheet, which is not
// ours, so only its text (an emoji inside the tags) can be shown
const isMarkup = (icon: unknown): icon is string =>
  typeof icon === 'string' && icon.trimStart().startsWith('<');
const UNO_ICON = /^i-[a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9-]+$/;
const markupText = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/**
 * A feature icon is an icon name of ours, an image, or text such as an emoji.
 */
function featureIcon(icon: Image | undefined): FrontMatter {
  if (icon === undefined) return {};
  if (isMarkup(icon)) return markupText(icon) ? { iconText: markupText(icon) } : {};
  if (typeof icon === 'string') {
    // an UnoCSS icon class (`i-logos:markdown`, Valaxy's) is drawn by the
    // site's own stylesheet, which is not ours: no icon rather than its name
    if (UNO_ICON.test(icon)) return {};
    if (/^[a-z0-9-]+$/.test(icon)) return { icon };
    return /^(\/|\.|https?:)/.test(icon) ? { iconImage: icon } : { iconText: icon };
  }
  return { iconImage: imageSource(icon).src };
}

/**
 * VitePress's layouts in our keys; our own layouts (runtime/theme/layouts.ts)
 * keep their names.
 */
const VITEPRESS_LAYOUTS: Record<string, FrontMatter> = {
  home: { home: true },
  doc: {},
  page: { sidebar: false, toc: false, breadcrumb: false, pageInfo: false },
};
const OWN_LAYOUTS = new Set(['Layout', 'NotFound']);

/**
 * VitePress (default theme). Containers and front matter keys it names
 * differently from us. `sidebar: false` and `prev`/`next` (text, `{ text, link
 * }` or false) are ours already (cli/site/front-matter-schema.ts).
 */
export const vitepress: Dialect = {
  name: 'vitepress',
  containers: {
    'code-group': { kind: 'code-group' },
    // without Vue templates there is nothing to keep from compiling: both are
    // plain blocks of markdown `v-pre` also keeps `{{ }}` as written
    // (remark-interpolations)
    'v-pre': { kind: 'plain', className: 'v-pre' },
    raw: { kind: 'plain', className: 'raw' },
  },
  components: {},
  frontMatter: {
    // another theme's layout (theme-hope's `Blog`, a site's `LayoutSlotDemo`)
    // is not here
    layout: {
      schema: z.string(),
      map: (value: string) =>
        Object.hasOwn(VITEPRESS_LAYOUTS, value)
          ? VITEPRESS_LAYOUTS[value]
          : OWN_LAYOUTS.has(value)
            ? undefined
            : {},
      lost: (value: string) =>
        Object.hasOwn(VITEPRESS_LAYOUTS, value) || OWN_LAYOUTS.has(value)
          ? []
          : [
              `layout \`${value}\` is another theme's ` +
                '(this one has `home`, `doc`, `page`): the page uses the default layout',
            ],
    },
    hero: {
      schema: hero,
      map: (value: z.infer<typeof hero>) => {
        const img = imageSource(value.image);
        return {
          ...((value.name ?? value.text) ? { heroText: value.name ?? value.text } : {}),
          ...(value.name && value.text ? { heroSubtitle: value.text } : {}),
          ...(value.tagline ? { tagline: value.tagline } : {}),
          ...(img.src ? { heroImage: img.src } : {}),
          ...(img.dark ? { heroImageDark: img.dark } : {}),
          ...(img.alt ? { heroAlt: img.alt } : {}),
          ...(value.actions
            ? {
                actions: value.actions.map((a) => ({
                  text: a.text,
                  link: a.link,
                  type: a.theme === 'brand' ? 'primary' : 'default',
                })),
              }
            : {}),
        };
      },
    },
    features: {
      schema: z.array(feature),
      map: (value: z.infer<typeof feature>[]) => ({
        features: value.map(({ icon, ...rest }) => ({ ...rest, ...featureIcon(icon) })),
      }),
      lost: (value: z.infer<typeof feature>[]) => {
        const dropped = value.flatMap((f, n) =>
          isMarkup(f.icon) && !markupText(f.icon) ? [n] : [],
        );
        return dropped.length
          ? [
              `\`features[${dropped.join(', ')}].icon\` is HTML styled by the site's own CSS, ` +
                'so no icon is shown; use an emoji, an icon name or `{ src }`',
            ]
          : [];
      },
    },
    outline: {
      schema: z.union([
        z.number().int().min(1).max(6),
        z.tuple([z.number().int(), z.number().int()]),
        z.literal('deep'),
        z.literal(false),
      ]),
      map: outline,
    },
    aside: {
      schema: z.union([z.boolean(), z.literal('left')]),
      map: (value: boolean | 'left') => (value === false ? { toc: false } : {}),
    },
  },
  headingId: vitepressHeadingId,
};
