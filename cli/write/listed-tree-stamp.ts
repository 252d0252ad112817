import path from 'node:path';
import { isCompressedCopy } from '../hosting/content-encoding.ts';

/** A file's size and modification time, as a build recorded them (output-manifest.ts). */
export interface ListedFile {
  size: number;
  mtimeMs: number;
}

interface Folder {
  files: Map<string, ListedFile>;
  folders: Map<string, Folder>;
}

const emptyFolder = (): Folder => ({ files: new Map(), folders: new Map() });

/** How an output's stamp shows a compressed copy: by being there, not by its size and time. */
export const COPY_STAMP = 'copy';

/**
 * The stamp `treeStamp` (up-to-date.ts) takes of `dir` by walking it, made instead from a list of every file in it
 * with its size and time, '/'-separated paths relative to `dir`: a build that recorded its output's files as it
 * committed them stamps it without reading the folder again. The same lines in the same order: each folder's
 * entries by name, a folder as `folder/` before its contents, a file as `file<TAB>size:mtime` (with `copies`, a
 * compressed copy as `file<TAB>copy`); folders in `skipped` are left out, as the walk leaves them out.
 */
export function listedTreeStamp(
  dir: string,
  listing: Record<string, ListedFile>,
  skipped: ReadonlySet<string>,
  { copies = false }: { copies?: boolean } = {},
): string {
  const root = emptyFolder();
  for (const [name, file] of Object.entries(listing)) {
    const parts = name.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let child = folder.folders.get(part);
      if (!child) folder.folders.set(part, (child = emptyFolder()));
      folder = child;
    }
    folder.files.set(parts[parts.length - 1], file);
  }
  const lines: string[] = [];
  const visit = (folder: Folder, at: string) => {
    const names = [...folder.files.keys(), ...folder.folders.keys()];
    for (const name of names.sort((a, b) => (a < b ? -1 : 1))) {
      // as path.join gives it for a name of one segment, without normalising each path anew
      const place = `${at}${path.sep}${name}`;
      const child = folder.folders.get(name);
      if (child) {
        if (skipped.has(name)) continue;
        lines.push(`${place}/`);
        visit(child, place);
      } else if (copies && isCompressedCopy(name, (base) => folder.files.has(base))) {
        lines.push(`${place}\t${COPY_STAMP}`);
      } else {
        const { size, mtimeMs } = folder.files.get(name)!;
        lines.push(`${place}\t${size}:${mtimeMs}`);
      }
    }
  };
  visit(root, path.normalize(dir));
  return lines.join('\n');
}
