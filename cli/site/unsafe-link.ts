import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isHidden, isInside, realOrNull } from './real-paths.ts';

/**
 * Why a page file cannot be read safely, if it cannot: a symlink that dangles,
 * loops, or leads out of the docs folder (which would publish a file the site
 * does not own, such as /etc/hostname).
 */
export function unsafeLink(root: string, file: string, displayPath: string): Diagnostic | null {
  if (!lstatSync(file).isSymbolicLink()) return null;
  const at = {
    severity: 'error' as const,
    file: displayPath,
    line: 1,
    column: 1,
    rule: 'page/symlink',
  };
  let target: string;
  try {
    target = realpathSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const link = readlinkSync(file);
    return code === 'ELOOP'
      ? {
          ...at,
          message: `symlink \`${link}\` loops back on itself`,
          hint: 'point the link at a real markdown file, or delete it',
        }
      : {
          ...at,
          message: `symlink \`${link}\` points to a file that does not exist`,
          hint: 'restore the target, point the link at an existing page, or delete it',
        };
  }
  const realRoot = realOrNull(root) ?? root;
  if (!isInside(realRoot, target)) {
    return {
      ...at,
      message: `symlink leads outside the docs folder (to ${target}); it is not published`,
      hint: 'copy the file into the docs folder, or link to a page inside it',
    };
  }
  if (!statSync(target).isFile())
    return {
      ...at,
      message: `symlink leads to ${target}, which is not a file`,
      hint: 'point the link at a markdown file',
    };
  if (isHidden(path.relative(realRoot, target))) {
    return {
      ...at,
      message: `symlink leads to a hidden file (${target}); it is not published`,
      hint: 'dotfiles and dot-folders stay private: point the link at a page, or delete it',
    };
  }
  return null;
}
