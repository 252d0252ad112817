import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { toolchainKey } from '../core/toolchain.ts';
import { runAside } from '../core/cli-workers.ts';
import { isCompressedCopy } from '../hosting/content-encoding.ts';
import { checkOutput, type OutputCheck, type OutputCheckRequest } from './output-check.ts';

/** One file of a finished output: what it was made from, and its size and time as it lies on disk. */
export interface ManifestEntry {
  /** A hash of the file's bytes or of the inputs it was made from; empty for compressed copies. */
  key: string;
  size: number;
  mtimeMs: number;
}

/**
 * Which compressed copies a build made: none (`false`), the standard ones (`true`) or `max`'s. An output
 * made with other copies is replaced whole.
 */
export type CopiesKey = boolean | 'max';

/**
 * What a build left in its output folder, kept in the cache so the next build writes only what
 * changed. `file` is where it is kept: removed before an output is changed in place, so a build
 * killed halfway leaves no manifest and the next build replaces the whole folder.
 */
export interface OutputManifest {
  file: string;
  target: string;
  compress: CopiesKey;
  files: Record<string, ManifestEntry>;
  /**
   * Whether the folder holds every file as `files` lists it, and the files in it that no build wrote (a person
   * added them): known when the build starts, or for a large output once a worker checked it.
   */
  checked: OutputCheck | Promise<OutputCheck>;
}

/** The manifest as the cache keeps it. */
type StoredManifest = Omit<OutputManifest, 'file' | 'checked'> & { version: string };

/** Part of the manifest's key: files made by another toolchain are made again. */
const version = () => `2:${toolchainKey()}`;

const manifestFile = (cacheDir: string, target: string) =>
  path.join(
    cacheDir,
    'output',
    `${createHash('sha256').update(target).digest('hex').slice(0, 20)}.json`,
  );

/** Every file below `dir` with its size and time, by path relative to `dir`. */
export function listFiles(dir: string): Map<string, { size: number; mtimeMs: number }> {
  const files = new Map<string, { size: number; mtimeMs: number }>();
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) visit(name);
      else {
        const { size, mtimeMs } = statSync(path.join(dir, name));
        files.set(name, { size, mtimeMs });
      }
    }
  };
  try {
    visit('');
  } catch {
    return new Map();
  }
  return files;
}

/** The manifest kept for `target`, when this toolchain wrote it with the same copies; null otherwise. */
function readStored(file: string, target: string, compress: CopiesKey): StoredManifest | null {
  let stored: StoredManifest;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const same = stored.version === version() && stored.target === target;
  return same && stored.compress === compress ? stored : null;
}

/**
 * The manifest of the build that wrote `target`, made by this toolchain with the same settings, when every file
 * it lists is still there as that build left it (output-check.ts); otherwise null (the folder was changed by hand,
 * or by a build with other settings), and the build replaces the whole folder. Files a person added beside them are
 * fine.
 */
export const readOutputManifest = (cacheDir: string, target: string, compress: CopiesKey) =>
  previousOutput({ cacheDir, useCache: true }, target, compress, Infinity);

/**
 * Files of a previous output from which it is checked on a worker, beside the scan and the markdown stage, rather
 * than on this thread before them: for a site of 5,058 pages (45,744 files with their compressed copies) the check
 * took about 300 ms, against about 20 ms for this repository's 2,977 files, less than starting the worker.
 */
export const CHECK_ASIDE_FROM = 10_000;

/**
 * The output as the previous build left it, when the cache knows it: only what changed is then written. A large
 * output is taken as its manifest lists it and checked meanwhile: `commit` waits for the check, and a build into an
 * output changed since (`OutputChanged`) is made again, whole.
 */
export function previousOutput(
  { cacheDir, useCache }: { cacheDir: string; useCache: boolean },
  target: string,
  compress: CopiesKey,
  checkAsideFrom = CHECK_ASIDE_FROM,
): OutputManifest | null {
  if (!useCache) return null;
  const file = manifestFile(cacheDir, target);
  const stored = readStored(file, target, compress);
  if (!stored) return null;
  const { files } = stored;
  if (Object.keys(files).length < checkAsideFrom) {
    const checked = checkOutput(target, files);
    return checked.intact ? { file, target, compress, files, checked } : null;
  }
  const request: OutputCheckRequest = { manifest: file, target };
  const checked = runAside('output-check-worker', [request], () => checkOutput(target, files)).then(
    ({ results, onWorker }) => ({ ...results[0], onWorker }),
  );
  return { file, target, compress, files, checked };
}

/**
 * The check of a large output (see `previousOutput`) found a file changed since the build that wrote it; nothing has
 * moved into the folder yet.
 */
export class OutputChanged extends Error {
  constructor(readonly target: string) {
    super(`the output folder ${target} changed since the last build`);
  }
}

/** Forgets the manifest: the output is about to change, or was made without the cache. */
export function forgetOutputManifest(cacheDir: string, target: string): void {
  rmSync(manifestFile(cacheDir, target), { force: true });
}

/**
 * The previous manifest's entries of the files a commit left in place: their sizes and times were
 * checked when the build began (readOutputManifest) and nothing has moved them since.
 */
export function entriesLeftInPlace(
  previous: OutputManifest,
  { files, staged }: { files: string[]; staged: ReadonlySet<string> },
): Record<string, ManifestEntry> {
  const left: Record<string, ManifestEntry> = {};
  for (const name of files)
    if (!staged.has(name) && Object.hasOwn(previous.files, name)) left[name] = previous.files[name];
  return left;
}

/**
 * Records the files `built` of `target` as they lie now; `keys` names what each file this build wrote
 * was made from. A file `leftInPlace` names keeps its size and time from there rather than from the disk.
 */
export function saveOutputManifest(
  cacheDir: string,
  target: string,
  {
    compress,
    keys,
    built,
    leftInPlace = {},
  }: {
    compress: CopiesKey;
    keys: ReadonlyMap<string, string>;
    built: string[];
    leftInPlace?: Record<string, ManifestEntry>;
  },
): Record<string, ManifestEntry> {
  const files: Record<string, ManifestEntry> = {};
  for (const name of built) {
    const key = keys.get(name) ?? '';
    const left = Object.hasOwn(leftInPlace, name) ? leftInPlace[name] : undefined;
    if (left) {
      files[name] = { key, size: left.size, mtimeMs: left.mtimeMs };
      continue;
    }
    const stats = statSync(path.join(target, name), { throwIfNoEntry: false });
    if (stats?.isFile()) files[name] = { key, size: stats.size, mtimeMs: stats.mtimeMs };
  }
  const file = manifestFile(cacheDir, target);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ version: version(), target, compress, files }));
  renameSync(tmp, file);
  return files;
}

/**
 * Files of the previous output this build neither kept nor wrote again: pages and files gone from
 * the site, and compressed copies of files whose new contents got none.
 */
export function filesToRemove(
  previous: OutputManifest,
  { kept, staged }: { kept: ReadonlySet<string>; staged: ReadonlySet<string> },
): string[] {
  return Object.keys(previous.files).filter((name) => {
    if (kept.has(name) || staged.has(name)) return false;
    return !isCompressedCopy(name, (base) => kept.has(base));
  });
}

/**
 * Moves each file of `staging` over its place in `target`, then removes `removed` and the folders
 * that leaves empty.
 */
export function applyChanges(
  staging: string,
  target: string,
  { staged, removed }: { staged: Iterable<string>; removed: string[] },
): void {
  const made = new Set<string>();
  for (const name of staged) {
    const dir = path.dirname(path.join(target, name));
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    renameSync(path.join(staging, name), path.join(target, name));
  }
  for (const name of removed) {
    rmSync(path.join(target, name), { force: true });
    for (let dir = path.dirname(name); dir !== '.'; dir = path.dirname(dir)) {
      try {
        rmdirSync(path.join(target, dir));
      } catch {
        break; // not empty
      }
    }
  }
}

/**
 * After a build: records what the output holds for the next build (only when it changed: an
 * unchanged output keeps its manifest), or forgets it when the build keeps no cache. Returns every
 * file the build left with its size and time (null without the cache): the files a person added
 * are not among them.
 */
export function recordOutput(
  { cacheDir, useCache }: { cacheDir: string; useCache: boolean },
  output: {
    target: string;
    changed: boolean;
    keys: ReadonlyMap<string, string>;
    built: string[];
    leftInPlace?: Record<string, ManifestEntry>;
  },
  compress: CopiesKey,
): Record<string, ManifestEntry> | null {
  if (!useCache) {
    forgetOutputManifest(cacheDir, output.target);
    return null;
  }
  // unchanged, every file was left in place as the manifest checked at the start found it
  if (!output.changed) return output.leftInPlace ?? null;
  return saveOutputManifest(cacheDir, output.target, {
    compress,
    keys: output.keys,
    built: output.built,
    leftInPlace: output.leftInPlace,
  });
}
