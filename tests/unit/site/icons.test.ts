import { describe, expect, it } from 'vitest';
import { iconExists, iconSprite } from '../../../cli/site/icons.ts';
import { iconsUsedIn } from '../../../runtime/shared/icon-sprite.ts';

describe('the icon sprite', () => {
  it('has a symbol per known icon, under an id of its own, and leaves unknown names out', () => {
    const { svg, names, symbols } = iconSprite(['search', 'gitee', 'home', 'no-such-icon', 'constructor', 'toString']);
    expect(names).toEqual(['search', 'gitee', 'home']);
    expect(symbols.gitee).toMatch(/^<symbol id="icon--gitee" viewBox="0 0 24 24"><g fill="none" stroke="currentColor".*<\/symbol>$/);
    // an alias is drawn by the icon it stands for
    expect(symbols.home.replace('icon--home', '')).toBe(iconSprite(['house']).symbols.house.replace('icon--house', ''));
    expect(svg).toBe(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.search}${symbols.gitee}${symbols.home}</svg>\n`);
  });

  it('knows Lucide’s icons, its aliases and our own, and nothing an object has by inheritance', () => {
    expect(['search', 'gitee', 'home'].map(iconExists)).toEqual([true, true, true]);
    expect(['constructor', '__proto__', 'hasOwnProperty', 'no-such-icon'].map(iconExists)).toEqual([false, false, false, false]);
  });

  it('finds the icons a page refers to, once each', () => {
    const html = '<svg class="icon"><use href="#icon--menu"></use></svg><a href="#icon--x">x</a><use href="#icon--search"/><use href="#icon--menu"/>';
    expect(iconsUsedIn(html)).toEqual(['menu', 'search']);
  });
});
