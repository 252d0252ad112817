import { iconSymbolId, SPRITE_ID } from '../shared/icon-sprite.ts';
import type { SiteData } from '../shared/types.ts';

let completed = '';

/**
 * Adds to the page's sprite the symbols of the site's other icons, from the sprite file (fetched, not referred to by
 * `<use>`: see shared/icon-sprite.ts), so pages reached on the client draw theirs. Once per sprite file; a failed
 * fetch is tried again on the next call.
 */
export async function completeIconSprite(site: SiteData): Promise<void> {
  const url = site.base + site.icons.sprite;
  const sprite = document.getElementById(SPRITE_ID);
  if (
    !sprite ||
    completed === url ||
    site.icons.names.every((name) => document.getElementById(iconSymbolId(name)))
  )
    return;
  completed = url;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const file = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
    for (const symbol of file.querySelectorAll('symbol')) {
      if (!document.getElementById(symbol.id)) sprite.append(document.importNode(symbol, true));
    }
  } catch {
    completed = '';
  }
}
