import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import { isExternal } from '../../../runtime/shared/routes.ts';

export interface ImageSizeOptions {
  /** Folder that `/…` image paths are served from. */
  publicDir: string;
}

const sizes = new Map<string, { width: number; height: number } | null>();

/**
 * Gives local images their intrinsic width and height, so the page does not
 * shift while they load.
 */
export const rehypeImageSize: Plugin<[ImageSizeOptions], Root> =
  ({ publicDir }) =>
  (tree, file) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img' || node.properties.width || node.properties.height) return;
      const src = String(node.properties.src ?? '').split(/[?#]/)[0];
      if (!src || isExternal(src) || src.startsWith('data:')) return;
      const target = src.startsWith('/')
        ? path.join(publicDir, decodeURI(src))
        : path.resolve(path.dirname(file.path ?? '.'), decodeURI(src));
      if (!sizes.has(target)) {
        try {
          const { width, height } = imageSize(readFileSync(target));
          sizes.set(target, width && height ? { width, height } : null);
        } catch {
          sizes.set(target, null); // missing or unreadable: `check` reports missing images
        }
      }
      const size = sizes.get(target);
      if (size) Object.assign(node.properties, size);
    });
  };
