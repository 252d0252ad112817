import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The files a bundle was made from, as absolute paths: modules a plugin made up (named `namespace:path`, like
 * `docs-build:components`) are left out, since only files can change.
 */
export function bundleInputs(
  metafile: { inputs: Record<string, unknown> },
  workingDir: string,
): string[] {
  return Object.keys(metafile.inputs)
    .filter((f) => !/^[a-z][\w-]+:/i.test(f))
    .map((f) => path.resolve(workingDir, f));
}

export const hashFile = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('base64url');

/**
 * This file's hash, part of every kept bundle's key with its bundler's: a bundle kept the way an older version kept
 * it (its inputs without stamps, hashed at every check) is made again once, the new way.
 */
export const KEEPER_CODE = hashFile(fileURLToPath(import.meta.url));

/** An input's content hash, with its stamp (see `stampOf`) when it was hashed. */
export type InputRecord = [hash: string, stamp: string];

/**
 * A file's size, modification and change times and inode. The change time is in it because npm writes every file
 * of a package with one fixed modification time (1985): a file edited between two versions and of the same size
 * would look unchanged by its size and modification time alone. No write leaves the change time as it was.
 */
function stampOf(file: string): string | null {
  try {
    const stats = statSync(file, { bigint: true });
    return `${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}:${stats.ino}`;
  } catch {
    return null;
  }
}

/** The inputs that exist, each with its hash and stamp, for `checkInputs` to compare against later. */
export function recordInputs(files: Iterable<string>): Record<string, InputRecord> {
  const records: Record<string, InputRecord> = {};
  for (const file of files) {
    const stamp = stampOf(file);
    if (stamp !== null) records[file] = [hashFile(file), stamp];
  }
  return records;
}

/**
 * Whether every input holds what it held when recorded. One whose stamp is as recorded is not read again: reading
 * and hashing the theme's inputs (some 300 files, KaTeX's fonts among them) would weigh on every build's start, on
 * the thread the build waits for. One whose stamp moved (saved again, reinstalled) is hashed: when every hash
 * still matches, the records take the new stamps (`restamped`), for the caller to keep.
 */
export function checkInputs(
  inputs: Record<string, InputRecord>,
): 'unchanged' | 'restamped' | 'changed' {
  let restamped = false;
  for (const [file, record] of Object.entries(inputs)) {
    const now = stampOf(file);
    if (now === null) return 'changed';
    if (now === record[1]) continue;
    if (hashFile(file) !== record[0]) return 'changed';
    record[1] = now;
    restamped = true;
  }
  return restamped ? 'restamped' : 'unchanged';
}

/** Whether a kept bundle's inputs are unchanged; new stamps are written back to its manifest. */
export function keptInputsValid(
  manifestFile: string,
  manifest: { inputs: Record<string, InputRecord> },
): boolean {
  const inputs = checkInputs(manifest.inputs);
  // kept stamps spare the next build the hashing; a read-only installation only hashes again
  if (inputs === 'restamped')
    try {
      writeWhole(manifestFile, JSON.stringify(manifest));
    } catch {
      /* hashed again next time */
    }
  return inputs !== 'changed';
}

/** Replaces `file` whole (written beside it, then renamed), its folder made first: another build may be reading it. */
export function writeWhole(file: string, contents: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, contents);
  renameSync(staging, file);
}

interface Manifest<T> {
  key: string;
  inputs: Record<string, InputRecord>;
  meta: T;
  files: string[];
}

/**
 * A bundle's output kept on disk with the hashes of the files it was built from: reused as long as the key (the
 * build options) and every input are unchanged, so an untouched theme is never bundled twice.
 */
export function readBuildCache<T>(dir: string, key: string): { meta: T; files: KeptFile[] } | null {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest<T>;
    if (manifest.key !== key) return null;
    if (!keptInputsValid(manifestFile, manifest)) return null;
    return {
      meta: manifest.meta,
      files: manifest.files.map((f) => keptFile(dir, f, readFileSync(path.join(dir, 'files', f)))),
    };
  } catch {
    return null;
  }
}

/** Keeps `files` in `dir` with the manifest, and returns them as kept. */
export function writeBuildCache<T>(
  dir: string,
  key: string,
  inputs: string[],
  meta: T,
  files: { path: string; contents: Uint8Array }[],
): KeptFile[] {
  const staging = `${dir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const f of files) {
    const target = path.join(staging, 'files', f.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, f.contents);
  }
  const manifest: Manifest<T> = {
    key,
    inputs: recordInputs(inputs),
    meta,
    files: files.map((f) => f.path),
  };
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
  try {
    // another build may have kept the same bundle meanwhile, and be copying from it: a bundle is the same bytes
    // from the same inputs, so that one stays; one made from other inputs is replaced
    if (existsSync(dir) && readBuildCache(dir, key))
      rmSync(staging, { recursive: true, force: true });
    else {
      rmSync(dir, { recursive: true, force: true });
      renameSync(staging, dir);
    }
  } catch {
    // another build wrote the same cache at the same moment; its copy is as good as ours
    rmSync(staging, { recursive: true, force: true });
  }
  return files.map((f) => keptFile(dir, f.path, f.contents));
}

/** A bundled file and where its kept copy is (which may have compressed copies beside it). */
export interface KeptFile {
  path: string;
  contents: Uint8Array;
  source: string;
}

const keptFile = (dir: string, file: string, contents: Uint8Array): KeptFile => ({
  path: file,
  contents,
  source: path.join(dir, 'files', file),
});
