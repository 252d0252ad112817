import type { ThemeRegistration } from 'shiki';

/**
 * The backgrounds code text sits on, in the theme's CSS
 * (runtime/theme/styles/base.css and code.css): the block's own and the tints a
 * marked line adds over it (highlighted, diff, error, warning), each also under
 * a highlighted word's tint. A unit test reads the CSS, so these cannot drift
 * from it.
 */
export const CODE_BACKGROUNDS = {
  light: {
    block: '#f6f8fa',
    tints: [
      'rgba(23, 105, 184, 0.1)',
      'rgba(16, 185, 129, 0.08)',
      'rgba(239, 68, 68, 0.08)',
      'rgba(245, 158, 11, 0.1)',
    ],
    word: 'rgba(23, 105, 184, 0.1)',
  },
  dark: {
    block: '#161b22',
    tints: [
      'rgba(78, 163, 239, 0.14)',
      'rgba(16, 185, 129, 0.12)',
      'rgba(239, 68, 68, 0.13)',
      'rgba(245, 158, 11, 0.13)',
    ],
    word: 'rgba(78, 163, 239, 0.14)',
  },
} as const;

/**
 * WCAG AA for text of ordinary size is 4.5:1; a little above it, so no rounding
 * in a checker lands below.
 */
const TARGET = 4.6;

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function parseRgba(colour: string): { rgb: Rgb; alpha: number } {
  const parts = /^rgba\(([^)]+)\)$/.exec(colour)![1].split(',').map(Number);
  return { rgb: [parts[0], parts[1], parts[2]], alpha: parts[3] };
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const over = (top: string, under: Rgb): Rgb => {
  const { rgb, alpha } = parseRgba(top);
  return rgb.map((c, i) => c * alpha + under[i] * (1 - alpha)) as Rgb;
};

/** WCAG 2's relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Rgb, b: Rgb): number {
  return luminanceContrast(luminance(a), luminance(b));
}

function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Every background code text can have in one colour mode, composited. */
export function codeBackgrounds(mode: 'light' | 'dark'): Rgb[] {
  const { block, tints, word } = CODE_BACKGROUNDS[mode];
  const lines = [parseHex(block)!, ...tints.map((tint) => over(tint, parseHex(block)!))];
  return [...lines, ...lines.map((line) => over(word, line))];
}

/**
 * `colour`, darkened (light mode) or lightened (dark mode) by the least mix
 * with black or white that reads at 4.5:1 on every background; as it was when
 * it already does. Mixing keeps the hue, so a theme's palette stays itself.
 */
export function readableColour(colour: string, backgrounds: Rgb[], mode: 'light' | 'dark'): string {
  const rgb = parseHex(colour);
  if (!rgb) return colour;
  const under = backgrounds.map(luminance);
  const reads = (c: Rgb) => {
    const own = luminance(c);
    return under.every((bg) => luminanceContrast(own, bg) >= TARGET);
  };
  if (reads(rgb)) return colour;
  const toward = mode === 'light' ? 0 : 255;
  for (let step = 1; step <= 100; step++) {
    const mixed = rgb.map((c) => c + (toward - c) * (step / 100)) as Rgb;
    if (reads(mixed.map(Math.round) as Rgb)) return toHex(mixed);
  }
  return toHex([toward, toward, toward]);
}

/**
 * A copy of a shiki theme whose text colours all read at WCAG AA on this
 * theme's code backgrounds. github-light's orange (parameters) is 3.3:1 on the
 * block and its green (strings in many grammars) 3.6:1 on a highlighted line;
 * axe reported both on TypeScript-heavy pages of every VitePress site tried.
 * Rules with a background of their own (`invalid.illegal`) keep their colours,
 * which are chosen for it. The name is kept: the block's class names the theme
 * its colours come from.
 */
export function readableTheme(theme: ThemeRegistration, mode: 'light' | 'dark'): ThemeRegistration {
  const backgrounds = codeBackgrounds(mode);
  // a theme repeats a dozen colours over its rules; each is worked out once
  const fixed = new Map<string, string>();
  const fix = (colour: string) => {
    let readable = fixed.get(colour);
    if (readable === undefined)
      fixed.set(colour, (readable = readableColour(colour, backgrounds, mode)));
    return readable;
  };
  const rules = (theme.tokenColors ?? theme.settings ?? []).map((rule) => {
    const { foreground, background } = rule.settings;
    return foreground && !background
      ? { ...rule, settings: { ...rule.settings, foreground: fix(foreground) } }
      : rule;
  });
  // ANSI output (```ansi) takes its colours from the terminal palette
  const colors = Object.fromEntries(
    Object.entries(theme.colors ?? {}).map(([key, value]) => [
      key,
      key === 'editor.foreground' || key.startsWith('terminal.ansi') ? fix(value) : value,
    ]),
  );
  return {
    ...theme,
    colors,
    ...(theme.tokenColors ? { tokenColors: rules } : { settings: rules }),
  };
}
