import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface IconSet { icons: Record<string, { body: string }>; aliases?: Record<string, { parent: string }> }
let lucide: IconSet | null = null;

// Brand marks Lucide does not carry, drawn here in the same 24×24 stroke style.
const OWN_ICONS: Record<string, string> = {
  gitee: '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><path d="M17 8H11a3 3 0 0 0-3 3v5h6a3 3 0 0 0 3-3v-1h-5"/></g>',
  bitbucket: '<path fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="M3 4h18l-2.6 16H5.6L3 4Zm6.3 6h5.4l-.9 5h-3.6l-.9-5Z"/>',
};

/** Icons the theme itself draws, whatever the content uses. */
export const THEME_ICONS = ['sun', 'moon', 'sun-moon', 'menu', 'x', 'chevron-down', 'chevron-right', 'search', 'external-link', 'languages',
  'arrow-up', 'arrow-left', 'arrow-right', 'pencil', 'calendar', 'tag', 'folder', 'timer', 'circle-user', 'printer', 'panel-left', 'heart',
  'github', 'gitlab', 'gitee', 'bitbucket', 'git-branch', 'house', 'copy', 'check', 'loader-circle', 'circle-alert', 'info', 'clock',
  'palette', 'maximize', 'minimize'];

export function iconExists(name: string): boolean {
  if (Object.hasOwn(OWN_ICONS, name)) return true;
  lucide ??= require('@iconify-json/lucide/icons.json') as IconSet;
  return Object.hasOwn(lucide.icons, name) || Object.hasOwn(lucide.aliases ?? {}, name);
}

/**
 * One stylesheet that draws every icon the site uses: an icon is an element (`<span class="icon" data-icon="search">`)
 * painted in the text's colour through a mask of the icon's SVG, inlined as a data URI. The browser fetches the
 * icons once for the whole site, and pages carry only their names. An external sprite (`<use href="icons.svg#…">`)
 * did the same with less CSS, but Chromium 150 never fired `load` in some of several tabs that opened pages of
 * the site at once (two of three fresh tabs, every time), so a restored session spun forever.
 */
export function iconStylesheet(names: Iterable<string>): { css: string; names: string[] } {
  const bodies = iconBodies(names);
  const rules = Object.entries(bodies).map(([name, body]) =>
    `[data-icon="${name}"]{--icon:url("${svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`)}")}`);
  // in forced colours the text colour is the system's, and the mask keeps it; printing keeps it as well, since a
  // browser leaves backgrounds out of print by default
  const draw = '.icon[data-icon]{background-color:currentColor;-webkit-mask:var(--icon) center/contain no-repeat;'
    + 'mask:var(--icon) center/contain no-repeat;forced-color-adjust:none;-webkit-print-color-adjust:exact;print-color-adjust:exact}';
  return { css: `${draw}\n${rules.join('\n')}\n`, names: Object.keys(bodies) };
}

/** An SVG as a `data:` URL to put in `url("…")`: quotes made single, and only what URLs or CSS read otherwise escaped. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/\s+/g, ' ').replaceAll('"', "'").replace(/[%#<>{}\\]/g, encodeURIComponent)}`;
}

/** SVG bodies for the given icon names; unknown names are left out (check reports them). */
export function iconBodies(names: Iterable<string>): Record<string, string> {
  lucide ??= require('@iconify-json/lucide/icons.json') as IconSet;
  const out: Record<string, string> = {};
  for (const name of names) {
    const key = Object.hasOwn(lucide.aliases ?? {}, name) ? lucide.aliases![name].parent : name;
    const body = Object.hasOwn(OWN_ICONS, name) ? OWN_ICONS[name] : Object.hasOwn(lucide.icons, key) ? lucide.icons[key].body : undefined;
    if (body) out[name] = body;
  }
  return out;
}
