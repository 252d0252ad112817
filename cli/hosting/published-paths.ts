import { realpathSync } from 'node:fs';
import path from 'node:path';

/** Dotfiles a static host reads (GitHub Pages, RFC 8615): the only ones published. Others may hold secrets. */
export const PUBLISHED_DOTFILES = new Set(['.nojekyll', '.well-known']);

/** Whether a path inside the public folder or the output may be published and served: no dot-segment but those listed. */
export function isPublishedPath(relative: string): boolean {
  return relative
    .split(/[\\/]/)
    .every(
      (segment) => !segment.startsWith('.') || segment === '.' || PUBLISHED_DOTFILES.has(segment),
    );
}

/**
 * Whether the file a published path leads to may be published, judged by its real path: a link
 * named `logo.svg` may lead to `.env` or `.git/config`. Below one of the `homes` (the public or
 * docs folder, which may itself sit in a dot-folder such as `.vuepress/public`), the path below
 * that home is judged; elsewhere the path below `boundary`, outside which nothing is published. All
 * three are real paths.
 */
export function isPublishedRealPath(
  real: string,
  { boundary, homes = [] }: { boundary: string; homes?: string[] },
): boolean {
  const home = homes.find((dir) => isInside(dir, real)) ?? boundary;
  return isInside(home, real) && isPublishedPath(path.relative(home, real));
}

export const realOrSelf = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
};
export const isInside = (root: string, file: string) =>
  file === root || file.startsWith(root + path.sep);
