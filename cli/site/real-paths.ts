import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

export const realOrNull = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
};
export const isDirectory = (file: string) => {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
};
export const isInside = (root: string, file: string) =>
  file === root || file.startsWith(root + path.sep);
/**
 * A path below the docs folder that passes through a dot-file or dot-folder,
 * where a link may lead.
 */
export const isHidden = (relative: string) => /(^|[\\/])\./.test(relative);
