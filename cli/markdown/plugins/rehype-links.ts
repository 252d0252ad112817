import path from 'node:path';
import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import {
  fileToRoute,
  isExternal,
  normalizePath,
  splitHash,
  withBase,
} from '../../../runtime/shared/routes.ts';
import { fileData } from '../context.ts';
import { report } from '../report.ts';
import { ownString } from '../../core/own-string.ts';

/**
 * Resolves a link written in a page to the route it names, or null when it is
 * not a page link.
 */
export function linkToRoute(href: string, fromRelativePath: string): string | null {
  const { path: target } = splitHash(href.split('?')[0]);
  if (!target) return null;
  const fromDir = path.posix.dirname(fromRelativePath);
  const joined = target.startsWith('/')
    ? target.slice(1)
    : path.posix.normalize(path.posix.join(fromDir, target));
  if (joined.startsWith('..')) return null;
  if (/\.md$/i.test(joined)) return fileToRoute(joined);
  return normalizePath(`/${joined}${target.endsWith('/') && !joined.endsWith('/') ? '/' : ''}`);
}

/**
 * An anchor as the heading id it names, or null when its %-escapes are not
 * valid UTF-8 (`#%E0%A4%A`).
 */
function decodeAnchor(anchor: string): string | null {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return null;
  }
}

const STATIC_FILE = /\.(png|jpe?g|gif|svg|webp|ico|pdf|zip|sh|txt|json|xml|ya?ml|ps1|bat)$/i;

/**
 * The attributes of raw HTML that name a file to show or play, as hast spells
 * them: published and checked like an image (a sprite's `<use
 * href="../images/icons.svg#play">`, a `<video poster>`).
 */
const MEDIA_ATTRIBUTES: Record<string, string[]> = {
  use: ['href', 'xLinkHref'],
  image: ['href', 'xLinkHref'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src'],
  track: ['src'],
};

/**
 * Rewrites links to `.md` files into routes, records them for `check`, and
 * opens external links in a new tab.
 */
export const rehypeLinks: Plugin<[], Root> = () => (tree, file) => {
  const data = fileData(file);
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'img') {
      rewriteImage(node, data.images, data.base);
      return;
    }
    if (Object.hasOwn(MEDIA_ATTRIBUTES, node.tagName)) {
      for (const name of MEDIA_ATTRIBUTES[node.tagName])
        recordFile(node, name, data.images, data.base);
      return;
    }
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    // a string of its own: the page's links are kept to the build's end, and a cut of the markdown keeps it whole
    const href = ownString(node.properties.href);
    const pos = node.position?.start;
    if (isExternal(href)) {
      if (/^https?:/i.test(href)) {
        try {
          new URL(href);
        } catch {
          report(
            file,
            'error',
            `malformed external link \`${href}\``,
            node.position,
            'link/malformed',
          );
        }
        // a target the writer chose (`{target="_self"}`) stands
        node.properties.target ??= '_blank';
        if (node.properties.target === '_blank') node.properties.rel ??= ['noopener', 'noreferrer'];
      }
      return;
    }
    const { hash } = splitHash(href);
    const anchor = hash ? decodeAnchor(hash.slice(1)) : undefined;
    if (anchor === null) {
      report(
        file,
        'error',
        `link \`${href}\` has a malformed %-escape in its anchor`,
        node.position,
        'link/malformed',
        'write the anchor as plain text (`#set-the-password`) or escape `%` as `%25`',
      );
      return;
    }
    if (href.startsWith('#')) {
      data.links.push({
        url: href,
        route: data.route,
        hash: anchor,
        line: pos?.line,
        column: pos?.column,
      });
      return;
    }
    if (STATIC_FILE.test(splitHash(href).path)) {
      data.images.push({ src: href, line: pos?.line, column: pos?.column });
      node.properties.href = withBase(data.base, href);
      return;
    }
    const route = linkToRoute(href, data.relativePath);
    if (!route) return;
    data.links.push({ url: href, route, hash: anchor, line: pos?.line, column: pos?.column });
    node.properties.href = withBase(data.base, route) + hash;
  });
};

type FileReferences = { src: string; line?: number; column?: number }[];

/**
 * A file of the site an element names in `name`: recorded, to be published and
 * checked, and put under the base.
 */
function recordFile(node: Element, name: string, files: FileReferences, base: string): void {
  const value = node.properties[name];
  if (typeof value !== 'string' || !value || value.startsWith('#') || isExternal(value)) return;
  const pos = node.position?.start;
  files.push({ src: splitHash(value).path.split('?')[0], line: pos?.line, column: pos?.column });
  node.properties[name] = withBase(base, value);
}

function rewriteImage(node: Element, images: FileReferences, base: string) {
  const { path: bare, hash } = splitHash(String(node.properties.src ?? ''));
  recordFile(node, 'src', images, base);
  node.properties.loading ??= 'lazy';
  node.properties.decoding ??= 'async';
  // `#light` / `#dark` variants are both in the page and CSS shows the one for
  // the colour mode
  if (hash === '#light' || hash === '#dark') {
    node.properties.src = withBase(base, bare);
    node.properties.className = [
      ...((node.properties.className as string[]) ?? []),
      `${hash.slice(1)}-only`,
    ];
  }
}
