import { DEFAULT_THEME_COLOR, THEME_COLOR_KEY, THEME_COLORS } from './theme-color.ts';
import type { ColorModeSetting } from '../shared/types.ts';

export type ColorModeStatus = 'light' | 'dark' | 'auto';
export const COLOR_MODE_KEY = 'docs-build-color-mode';
export const TRANSITION_MS = 400;
/**
 * Raised on window when the reader changes the colour mode (detail: the new status) or the theme colour (detail:
 * the colour): the navbar, its "more" menu and the phone menu each hold a button, and all must show the choice.
 */
export const COLOR_MODE_EVENT = 'docs-build-color-mode';
export const THEME_COLOR_EVENT = 'docs-build-theme-color';

/** The next status when the button is pressed: switch cycles light → dark → auto, toggle flips light ↔ dark. */
export function nextStatus(
  setting: ColorModeSetting,
  status: ColorModeStatus,
  systemDark: boolean,
): ColorModeStatus {
  if (setting === 'toggle') return effective(status, systemDark) === 'dark' ? 'light' : 'dark';
  return status === 'light' ? 'dark' : status === 'dark' ? 'auto' : 'light';
}

export function effective(status: ColorModeStatus, systemDark: boolean): 'light' | 'dark' {
  return status === 'auto' ? (systemDark ? 'dark' : 'light') : status;
}

/** Fixed modes ignore what the reader chose before. */
export function initialStatus(setting: ColorModeSetting, stored: string | null): ColorModeStatus {
  if (setting === 'disable') return 'light';
  if (setting === 'enable') return 'dark';
  if (setting === 'auto') return 'auto';
  return stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : 'auto';
}

/**
 * Inline script for <head>: sets data-theme, and data-theme-color when the reader picked a colour other than the
 * default (theme-color.ts), before the first paint, so neither a dark reader sees a light flash nor a reader of
 * another colour a blue one. Kept as a string because it must run before any module loads; the CSP lists its hash
 * (cli/hosting/csp.ts), so it holds no page-dependent data.
 */
export function colorModeScript(setting: ColorModeSetting): string {
  const otherColors = JSON.stringify(THEME_COLORS.filter((c) => c !== DEFAULT_THEME_COLOR));
  return (
    `(function(){var d=document.documentElement;try{var s=${JSON.stringify(setting)},k=${JSON.stringify(COLOR_MODE_KEY)},v=localStorage.getItem(k);` +
    `var m=s==='disable'?'light':s==='enable'?'dark':s==='auto'?'auto':(v==='light'||v==='dark'||v==='auto'?v:'auto');` +
    `if(m==='auto')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';` +
    `d.setAttribute('data-theme',m)}catch(e){}` +
    `try{var c=localStorage.getItem(${JSON.stringify(THEME_COLOR_KEY)});if(${otherColors}.indexOf(c)>=0)d.setAttribute('data-theme-color',c)}catch(e){}})()`
  );
}
