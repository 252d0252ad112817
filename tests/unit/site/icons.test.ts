import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  iconExists,
  iconSprite,
  keptLucideBody,
  KEPT_UNKNOWN_NAMES,
  keptThemeIcons,
  THEME_ICONS,
} from '../../../cli/site/icons.ts';
import { iconsUsedIn } from '../../../runtime/shared/icon-sprite.ts';

describe('the icon sprite', () => {
  it('has a symbol per known icon, under an id of its own, and leaves unknown names out', () => {
    const { svg, names, symbols } = iconSprite([
      'search',
      'gitee',
      'home',
      'no-such-icon',
      'constructor',
      'toString',
    ]);
    expect(names).toEqual(['search', 'gitee', 'home']);
    expect(symbols.gitee).toMatch(
      /^<symbol id="icon--gitee" viewBox="0 0 24 24"><g fill="none" stroke="currentColor".*<\/symbol>$/,
    );
    // an alias is drawn by the icon it stands for
    expect(symbols.home.replace('icon--home', '')).toBe(
      iconSprite(['house']).symbols.house.replace('icon--house', ''),
    );
    expect(svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg">${symbols.search}${symbols.gitee}${symbols.home}</svg>\n`,
    );
  });

  it('knows Lucide’s icons, its aliases and our own, and nothing an object has by inheritance', () => {
    expect(['search', 'gitee', 'home'].map(iconExists)).toEqual([true, true, true]);
    expect(['constructor', '__proto__', 'hasOwnProperty', 'no-such-icon'].map(iconExists)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('finds the icons a page refers to, once each', () => {
    const html =
      '<svg class="icon"><use href="#icon--menu"></use></svg><a href="#icon--x">x</a><use href="#icon--search"/><use href="#icon--menu"/>';
    expect(iconsUsedIn(html)).toEqual(['menu', 'search']);
  });
});

describe('the theme icons kept beside the installation', () => {
  const lucide = createRequire(import.meta.url)('@iconify-json/lucide/icons.json') as {
    icons: Record<string, { body: string }>;
  };
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const keptFile = () =>
    path.join((dir = mkdtempSync(path.join(tmpdir(), 'theme-icons-'))), 'sub', 'theme-icons.json');

  it('are Lucide’s own bodies, written to the file the first time and read from it after', () => {
    const file = keptFile();
    const made = keptThemeIcons(file);
    for (const name of ['search', 'sun', 'menu', 'chevron-right'])
      expect(made[name]).toBe(lucide.icons[name].body);
    expect(Object.keys(made).length).toBeGreaterThan(30);
    expect(THEME_ICONS.filter((name) => !made[name]).sort()).toEqual(['bitbucket', 'gitee']);
    // what is read back is the file's: a body changed in it comes back as changed
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(
      file,
      JSON.stringify({ ...kept, bodies: { ...kept.bodies, search: '<path d="kept"/>' } }),
    );
    expect(keptThemeIcons(file).search).toBe('<path d="kept"/>');
  });

  it('are made again when the file came from another Lucide or another list of icons, or is not JSON', () => {
    const file = keptFile();
    keptThemeIcons(file);
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    for (const stale of [
      { ...kept, from: 'elsewhere:1:2' },
      { ...kept, names: 'search' },
    ]) {
      writeFileSync(file, JSON.stringify({ ...stale, bodies: { search: '<path d="stale"/>' } }));
      expect(keptThemeIcons(file).search).toBe(lucide.icons.search.body);
      expect(JSON.parse(readFileSync(file, 'utf8')).bodies.search).toBe(lucide.icons.search.body);
    }
    writeFileSync(file, '{not json');
    expect(keptThemeIcons(file).sun).toBe(lucide.icons.sun.body);
  });

  it('of Lucide that a site names are kept once looked up, unknown names too, and read from the file after', () => {
    const file = keptFile();
    expect(keptLucideBody(file, 'anchor')).toBe(lucide.icons.anchor.body);
    expect(keptLucideBody(file, 'no-such-icon')).toBeUndefined();
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    expect(kept.bodies).toEqual({ anchor: lucide.icons.anchor.body, 'no-such-icon': null });
    // a later process reads the file, not the set: a body changed in it comes back as changed
    writeFileSync(file, JSON.stringify({ ...kept, bodies: { anchor: '<path d="kept"/>' } }));
    const other = path.join(path.dirname(file), 'copy.json');
    writeFileSync(other, readFileSync(file));
    expect(keptLucideBody(other, 'anchor')).toBe('<path d="kept"/>');
    // kept from another Lucide: looked up again
    const stale = path.join(path.dirname(file), 'stale.json');
    writeFileSync(stale, JSON.stringify({ from: 'elsewhere:1:2', bodies: { anchor: 'stale' } }));
    expect(keptLucideBody(stale, 'anchor')).toBe(lucide.icons.anchor.body);
  });

  it('of names Lucide lacks are the latest few hundred, while every known body stays', () => {
    const file = keptFile();
    keptLucideBody(file, 'anchor');
    for (let i = 0; i < KEPT_UNKNOWN_NAMES + 50; i++) keptLucideBody(file, `typo-${i}`);
    const { bodies } = JSON.parse(readFileSync(file, 'utf8'));
    const unknown = Object.keys(bodies).filter((name) => bodies[name] === null);
    expect(unknown).toHaveLength(KEPT_UNKNOWN_NAMES);
    expect(unknown[0]).toBe('typo-50');
    expect(unknown.at(-1)).toBe(`typo-${KEPT_UNKNOWN_NAMES + 49}`);
    expect(bodies.anchor).toBe(lucide.icons.anchor.body);
    // a name forgotten is looked up again, and known to be unknown
    expect(keptLucideBody(file, 'typo-0')).toBeUndefined();
  });
});
