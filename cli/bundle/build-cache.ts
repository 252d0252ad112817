import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files a bundle was made from, as absolute paths: modules a plugin made up (named `namespace:path`, like
 * `docs-build:components`) are left out, since only files can change.
 */
export function bundleInputs(metafile: { inputs: Record<string, unknown> }, workingDir: string): string[] {
  return Object.keys(metafile.inputs).filter((f) => !/^[a-z][\w-]+:/i.test(f)).map((f) => path.resolve(workingDir, f));
}

export const hashFile = (file: string) => createHash('sha256').update(readFileSync(file)).digest('base64url');

interface Manifest<T> { key: string; inputs: Record<string, string>; meta: T; files: string[] }

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
    for (const [file, hash] of Object.entries(manifest.inputs)) if (!existsSync(file) || hashFile(file) !== hash) return null;
    return { meta: manifest.meta, files: manifest.files.map((f) => keptFile(dir, f, readFileSync(path.join(dir, 'files', f)))) };
  } catch {
    return null;
  }
}

/** Keeps `files` in `dir` with the manifest, and returns them as kept. */
export function writeBuildCache<T>(dir: string, key: string, inputs: string[], meta: T, files: { path: string; contents: Uint8Array }[]): KeptFile[] {
  const staging = `${dir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const f of files) {
    const target = path.join(staging, 'files', f.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, f.contents);
  }
  const manifest: Manifest<T> = { key, inputs: Object.fromEntries(inputs.filter((f) => existsSync(f)).map((f) => [f, hashFile(f)])), meta, files: files.map((f) => f.path) };
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
  try {
    // another build may have kept the same bundle meanwhile, and be copying from it: a bundle is the same bytes
    // from the same inputs, so that one stays; one made from other inputs is replaced
    if (existsSync(dir) && readBuildCache(dir, key)) rmSync(staging, { recursive: true, force: true });
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
export interface KeptFile { path: string; contents: Uint8Array; source: string }

const keptFile = (dir: string, file: string, contents: Uint8Array): KeptFile => ({ path: file, contents, source: path.join(dir, 'files', file) });
