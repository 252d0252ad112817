// Theme-colour presets the reader picks from the navbar. Each preset's brand colours are defined in
// styles/theme-color.css under html[data-theme-color=…] for light and dark, so contrast is checked in one place.
export const THEME_COLOR_KEY = 'docs-build-theme-color';
export const THEME_COLORS = ['blue', 'green', 'red', 'orange', 'purple'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export const DEFAULT_THEME_COLOR: ThemeColor = 'blue';

export function storedThemeColor(): ThemeColor {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_COLOR_KEY);
  } catch {
    /* storage may be off */
  }
  return (THEME_COLORS as readonly string[]).includes(stored ?? '')
    ? (stored as ThemeColor)
    : DEFAULT_THEME_COLOR;
}

/** The default preset sets no attribute, so the stylesheet's own brand colours stay in force. */
export function applyThemeColor(color: ThemeColor): void {
  if (color === DEFAULT_THEME_COLOR) document.documentElement.removeAttribute('data-theme-color');
  else document.documentElement.setAttribute('data-theme-color', color);
}
