// Whether an earlier output still holds what its build left there: shared by the build's main thread and the worker
// that checks a large output beside it (output-check-worker.ts).
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isCompressedCopy } from '../hosting/content-encoding.ts';
import { filesBelow, slashed } from './kept-files.ts';

/** A file's size and time as a build left it on disk. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

/**
 * What an earlier output holds against the manifest of the build that wrote it: whether every file it lists lies
 * there as that build left it, and the files a person added beside them (as `filesBelow` names them).
 */
export interface OutputCheck {
  intact: boolean;
  others: string[];
  /** Whether a worker thread made the check (see output-manifest.ts previousOutput). */
  onWorker?: boolean;
}

/** What a worker is asked: the manifest's file (read there, rather than posting its thousands of entries) and the folder. */
export interface OutputCheckRequest {
  manifest: string;
  target: string;
}

const isSame = (stats: Stats | undefined, entry: FileStamp) =>
  !!stats?.isFile() && stats.size === entry.size && stats.mtimeMs === entry.mtimeMs;

/**
 * Checks `target` against `files`, every file's size and time by its path relative to `target`. A compressed copy
 * is checked for being there, with the file it was made from checked in full: a stat of each copy as well took three
 * times as long, and a copy changed while the file it was made from was not is not an edit a person makes.
 */
export function checkOutput(target: string, files: Record<string, FileStamp>): OutputCheck {
  const present = new Set(filesBelow(target));
  // the names are kept normalised: joined without path.join's normalising, once for each of thousands of files
  const prefix = target + path.sep;
  for (const [name, entry] of Object.entries(files)) {
    const copy = isCompressedCopy(name, (base) => Object.hasOwn(files, base));
    if (copy ? !present.has(slashed(name)) : !isSame(stat(prefix + name), entry))
      return { intact: false, others: [] };
  }
  const others = [...present].filter((name) => !Object.hasOwn(files, name));
  return { intact: true, others };
}

const stat = (file: string) => statSync(file, { throwIfNoEntry: false });

/** The same check, for the manifest kept in `manifest`; a manifest that cannot be read leaves the output unknown. */
export function checkOutputFile({ manifest, target }: OutputCheckRequest): OutputCheck {
  try {
    const { files } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      files: Record<string, FileStamp>;
    };
    return checkOutput(target, files);
  } catch {
    return { intact: false, others: [] };
  }
}
