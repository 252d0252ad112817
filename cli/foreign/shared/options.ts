import type { HeadEntry } from '../../render/head-tags.ts';
import { isExternal } from '../../../runtime/shared/routes.ts';
import type { ReadConfig } from './files.ts';
import { isObjectLiteral, pathIn, trimmedText, UNKNOWN, type Literal } from './literals.ts';
import { firstWhere } from './search.ts';

/**
 * Where a config turns math on, in files it imports too (theme-hope keeps its
 * options in `theme.ts`): `markdown: { math: true }` of VitePress and
 * theme-hope 2, theme-hope's `math: { type }`, and its older `mdEnhance: {
 * katex: true }`.
 */
const MATH_OPTIONS = [
  ['markdown', 'math'],
  ['theme', 'markdown', 'math'],
  ['theme', 'plugins', 'mdEnhance', 'katex'],
  ['theme', 'plugins', 'mdEnhance', 'mathjax'],
  ['theme', 'plugins', 'markdownMath'],
];

const turnsMathOn = (value: Literal | undefined) =>
  value === true || value === 'katex' || value === 'mathjax' || isObjectLiteral(value);

/**
 * Whether a tool's config turns math on: math changes how `$` reads, so a site
 * that had it would otherwise show its formulas as source. VuePress 2 turns it
 * on with a plugin, a call known by its name.
 */
export function asksForMath({ value, calls }: ReadConfig): boolean {
  return (
    firstWhere(value, (key, found) => key === 'math' && found === true) !== undefined ||
    calls.has('markdownMathPlugin') ||
    MATH_OPTIONS.some((keys) => turnsMathOn(pathIn(value, ...keys)))
  );
}

/**
 * The theme's logo, a path or `{ src }` (VitePress's `{ src, width, height }`,
 * VuePress's string).
 */
export function logoOf(value: Literal | undefined): string | undefined {
  return trimmedText(isObjectLiteral(value) ? value.src : value);
}

/**
 * Links of a `head` for the browser's tab and home screen: no scripts or
 * styles, the site's code.
 */
const ICON_RELS = new Set(['icon', 'shortcut icon', 'apple-touch-icon', 'mask-icon']);

/**
 * The favicons and theme colour of a config's `head` (`['link', { rel: 'icon',
 * href: '/logo.svg' }]`), where written as literals; scripts (analytics) and
 * the rest stay out, so the site makes no request it did not.
 */
export function iconTags(value: Literal | undefined): HeadEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): HeadEntry[] => {
    if (!Array.isArray(entry) || !isObjectLiteral(entry[1])) return [];
    const attributes = Object.fromEntries(
      Object.entries(entry[1]).filter(
        (pair): pair is [string, string] =>
          typeof pair[1] === 'string' && /^[a-z][a-z-]*$/.test(pair[0]) && !/^on/.test(pair[0]),
      ),
    );
    const icon =
      entry[0] === 'link' &&
      ICON_RELS.has(attributes.rel ?? '') &&
      attributes.href &&
      !isExternal(attributes.href);
    const colour = entry[0] === 'meta' && attributes.name === 'theme-color' && attributes.content;
    return icon ? [['link', attributes]] : colour ? [['meta', attributes]] : [];
  });
}

/**
 * The folders a config names as locales, where its `locales` is written out:
 * VitePress keys them by folder (`zh`, its `root` being the site's root),
 * VuePress by path (`/zh/`).
 */
export function declaredLocales(config: Literal): Set<string> {
  const locales = pathIn(config, 'locales');
  if (!isObjectLiteral(locales)) return new Set();
  const keys = Object.keys(locales).map((key) => key.replace(/^\/|\/$/g, ''));
  return new Set(keys.filter((key) => key && key !== 'root'));
}

/**
 * The locales whose whole settings code makes (`root: localeConfig('en')`):
 * nothing to read in them.
 */
export function codeLocales(config: Literal): string[] {
  const locales = pathIn(config, 'locales');
  if (!isObjectLiteral(locales)) return [];
  return Object.keys(locales).filter((key) => locales[key] === UNKNOWN);
}

/**
 * The first settings object under `locales` of the keys given, as text
 * (`title`, `lang` …).
 */
export function localeTexts(config: Literal, keys: string[]) {
  const block = keys
    .map((key) => pathIn(config, 'locales', key))
    .find((found) => isObjectLiteral(found));
  const text = (name: string) => trimmedText(pathIn(block, name));
  return {
    title: text('title'),
    description: text('description'),
    lang: text('lang'),
    label: text('label'),
  };
}
