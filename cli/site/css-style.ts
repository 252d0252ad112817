import styleToJs from 'style-to-js';
import type { FrontMatter } from '../../runtime/shared/types.ts';

/** A React style object, as the theme puts it on an element. */
export type StyleObject = Record<string, string | number>;

/**
 * A style field's value as React's style object. Writers give CSS text (`width:
 * 16rem; opacity: 0.9`), as theme-hope's front matter does, or a map of
 * properties; text is read by style-to-js here on the build side, so the
 * browser bundle carries no CSS parser. Returns an error message for text that
 * holds no valid declaration.
 */
export function toStyleObject(value: unknown): { style: StyleObject } | { error: string } {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const bad = Object.entries(value).find(
      ([, v]) => typeof v !== 'string' && typeof v !== 'number',
    );
    return bad
      ? { error: `property \`${bad[0]}\` must be a string or a number` }
      : { style: value as StyleObject };
  }
  if (typeof value !== 'string')
    return {
      error: 'must be CSS declarations (`width: 16rem; opacity: 0.9`) or a map of CSS properties',
    };
  let style: StyleObject;
  try {
    style = styleToJs(value, { reactCompat: true });
  } catch (error) {
    // the parser's message ends with what is wrong (`property missing ':'`);
    // its position counts from the value
    return {
      error: `is not valid CSS (${String((error as Error).message).replace(/^undefined:/, 'at ')})`,
    };
  }
  return Object.keys(style).length || !value.trim()
    ? { style }
    : { error: 'holds no CSS declaration (`property: value`)' };
}

/**
 * Front-matter fields holding a style: top-level keys, and keys of each
 * `highlights` panel.
 */
export const STYLE_KEYS = ['heroImageStyle', 'bgImageStyle', 'avatarStyle'] as const;
export const PANEL_STYLE_KEYS = ['bgImageStyle'] as const;

/**
 * Replaces style text with style objects in validated front matter, so the
 * theme only ever sees objects.
 */
export function normalizeStyles(data: FrontMatter): void {
  const convert = (holder: Record<string, unknown>, key: string) => {
    if (!(key in holder)) return;
    const result = toStyleObject(holder[key]);
    if ('style' in result) holder[key] = result.style;
  };
  for (const key of STYLE_KEYS) convert(data, key);
  if (!Array.isArray(data.highlights)) return;
  for (const panel of data.highlights) {
    if (panel && typeof panel === 'object')
      for (const key of PANEL_STYLE_KEYS) convert(panel as Record<string, unknown>, key);
  }
}
