import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { iconSymbolId } from '../../runtime/shared/icon-sprite.ts';
import { writeWhole } from '../core/build-cache.ts';
import { VENDOR_CACHE } from '../core/project.ts';

const require = createRequire(import.meta.url);

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}
let lucide: IconSet | null = null;

// Brand marks Lucide does not carry, drawn here in the same 24×24 stroke style.
const OWN_ICONS: Record<string, string> = {
  gitee:
    '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><path d="M17 8H11a3 3 0 0 0-3 3v5h6a3 3 0 0 0 3-3v-1h-5"/></g>',
  bitbucket:
    '<path fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="M3 4h18l-2.6 16H5.6L3 4Zm6.3 6h5.4l-.9 5h-3.6l-.9-5Z"/>',
};

/** Icons the theme itself draws, whatever the content uses. */
export const THEME_ICONS = [
  'sun',
  'moon',
  'sun-moon',
  'menu',
  'x',
  'chevron-down',
  'chevron-right',
  'search',
  'external-link',
  'languages',
  'arrow-up',
  'arrow-left',
  'arrow-right',
  'pencil',
  'calendar',
  'tag',
  'folder',
  'timer',
  'circle-user',
  'printer',
  'panel-left',
  'heart',
  'github',
  'gitlab',
  'gitee',
  'bitbucket',
  'git-branch',
  'house',
  'copy',
  'check',
  'loader-circle',
  'circle-alert',
  'info',
  'clock',
  'palette',
  'maximize',
  'minimize',
  'ellipsis',
];

/**
 * The body of an icon: ours, or Lucide's (an alias drawn by the icon it stands
 * for); undefined for an unknown name.
 */
function iconBody(name: string): string | undefined {
  if (Object.hasOwn(OWN_ICONS, name)) return OWN_ICONS[name];
  if (THEME_ICONS.includes(name)) return themeIconBodies()[name];
  return keptLucideBody(LUCIDE_LOOKUP_FILE, name);
}

/** The set's path, size and time: kept bodies made from another Lucide are made again. */
function lucideStamp(): string {
  const source = require.resolve('@iconify-json/lucide/icons.json');
  const { size, mtimeMs } = statSync(source);
  return `${source}:${size}:${mtimeMs}`;
}

/** Where the bodies of the other Lucide icons sites named are kept, beside the theme's. */
export const LUCIDE_LOOKUP_FILE = path.join(VENDOR_CACHE, 'lucide-lookups.json');
const lookups = new Map<string, { from: string; bodies: Record<string, string | null> }>();

/**
 * Lucide's body of `name` (undefined when Lucide has none), kept in `file` with every name looked up before: a
 * site that names a few icons of its own would otherwise read and parse the whole set on every build.
 */
export function keptLucideBody(file: string, name: string): string | undefined {
  let kept = lookups.get(file);
  if (!kept) {
    const from = lucideStamp();
    kept = { from, bodies: {} };
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8'));
      if (stored.from === from && stored.bodies) kept = stored as typeof kept;
    } catch {
      /* nothing kept yet, or unreadable: looked up below */
    }
    lookups.set(file, kept);
  }
  if (Object.hasOwn(kept.bodies, name)) return kept.bodies[name] ?? undefined;
  kept.bodies[name] = lucideBody(name) ?? null;
  forgetOldestUnknown(kept.bodies);
  writeKept(file, kept);
  return kept.bodies[name] ?? undefined;
}

/**
 * Names Lucide has no icon for that the file keeps, the latest looked up: Lucide's names are a bounded set, but typos
 * and other sets' names are not, and the file is shared by every site the installation builds.
 */
export const KEPT_UNKNOWN_NAMES = 200;

/** Drops the unknown names looked up before the last `KEPT_UNKNOWN_NAMES` (an object keeps its keys in that order). */
function forgetOldestUnknown(bodies: Record<string, string | null>): void {
  const unknown = Object.keys(bodies).filter((name) => bodies[name] === null);
  for (const name of unknown.slice(0, -KEPT_UNKNOWN_NAMES)) delete bodies[name];
}

/** Written whole; where it cannot be written, the set is read as before. */
function writeKept(file: string, value: unknown): void {
  try {
    writeWhole(file, JSON.stringify(value));
  } catch {
    /* a read-only installation */
  }
}

function lucideBody(name: string): string | undefined {
  lucide ??= require('@iconify-json/lucide/icons.json') as IconSet;
  const key = Object.hasOwn(lucide.aliases ?? {}, name) ? lucide.aliases![name].parent : name;
  return Object.hasOwn(lucide.icons, key) ? lucide.icons[key].body : undefined;
}

/**
 * Where the theme's icons are kept, with the installation's other files made
 * ahead of builds.
 */
export const THEME_ICON_FILE = path.join(VENDOR_CACHE, 'theme-icons.json');
let themeIcons: Record<string, string> | null = null;

/**
 * Lucide's bodies of the theme's own icons, kept in a small file made from
 * Lucide's set the first time: every page shows some of them, and the set is
 * one large JSON file to read and parse for these few dozen. The file names the
 * set's path, size and time and the icons it holds, so another Lucide or
 * another list of icons makes it again; where it cannot be written, the set is
 * read as before.
 */
function themeIconBodies(): Record<string, string> {
  return (themeIcons ??= keptThemeIcons(THEME_ICON_FILE));
}

/**
 * The theme's icons as kept in `file`, made again first when it is missing or
 * was made from something else.
 */
export function keptThemeIcons(file: string): Record<string, string> {
  const made = { from: lucideStamp(), names: THEME_ICONS.join(' ') };
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as typeof made & {
      bodies: Record<string, string>;
    };
    if (kept.from === made.from && kept.names === made.names) return kept.bodies;
  } catch {
    /* not made yet, or unreadable: made below */
  }
  const bodies: Record<string, string> = {};
  for (const name of THEME_ICONS) {
    const body = lucideBody(name);
    if (body !== undefined) bodies[name] = body;
  }
  writeKept(file, { ...made, bodies });
  return bodies;
}

export function iconExists(name: string): boolean {
  return iconBody(name) !== undefined;
}

/**
 * The site's icons as symbols: each page carries those it shows in a sprite of
 * its own (see runtime/shared/icon-sprite.ts), and the file of all of them
 * (`svg`) completes that sprite after the first paint, for the icons of pages
 * the reader moves to on the client.
 */
export function iconSprite(names: Iterable<string>): {
  svg: string;
  names: string[];
  symbols: Record<string, string>;
} {
  const symbols = Object.fromEntries(
    Object.entries(iconBodies(names)).map(([name, body]) => [
      name,
      `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${body}</symbol>`,
    ]),
  );
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg">${Object.values(symbols).join('')}</svg>\n`,
    names: Object.keys(symbols),
    symbols,
  };
}

/**
 * SVG bodies for the given icon names; unknown names are left out (check
 * reports them).
 */
export function iconBodies(names: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const body = iconBody(name);
    if (body) out[name] = body;
  }
  return out;
}
