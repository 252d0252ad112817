// Icons are `<use>` references to symbols of a sprite inside the page itself. Referring to an external sprite file
// (`<use href="icons.svg#x">`) can keep Chromium from firing `load` in fresh tabs that open pages of the site
// together; CSS masks of data URLs make style recalculation slow on a page of many icons.

/** The id of the page's sprite element, which holds a symbol per icon the page shows. */
export const SPRITE_ID = 'docs-icons';

const SYMBOL_PREFIX = 'icon--';

/** The id of an icon's symbol. */
export const iconSymbolId = (name: string): string => SYMBOL_PREFIX + name;

const ICON_USE = new RegExp(`<use href="#${SYMBOL_PREFIX}([\\w-]+)"`, 'g');

/** The names of the icons `html` refers to, in the order of their first use. */
export function iconsUsedIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(ICON_USE), (m) => m[1]))];
}
