import { statSync } from 'node:fs';

/** A file's size and modification time, or 'missing': what tells a file that changed, without reading it. */
export const fileStamp = (file: string): string => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.size}:${stats.mtimeMs}` : 'missing';
};
