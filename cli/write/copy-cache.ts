import { createHash } from 'node:crypto';
import { constants, mkdirSync, readdirSync } from 'node:fs';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFile } from '../core/build-cache.ts';
import { brotliCopy, brotliCopySync, gzipCopy, gzipCopySync } from './compressed-copies.ts';
import { GZIP_LEVEL, type CopySetting } from './compress-level.ts';
import type { CopyFigures } from './compress-thread.ts';
import { writeBytes } from './output.ts';

/**
 * Compressed copies kept between builds, one file per copy named by the content it was made from
 * and the setting; a build copies the kept file instead of compressing again, and removes those it
 * did not use.
 */
export class CopyCache {
  private used = new Set<string>();
  private present: Set<string>;

  constructor(readonly dir: string | null) {
    if (dir) mkdirSync(dir, { recursive: true });
    this.present = new Set(dir ? readdirSync(dir) : []);
  }

  /** The kept copies this build used so far. */
  get usedNames(): Iterable<string> {
    return this.used;
  }

  /** Writes `target` from the kept copy named `name`, or from `make()` (then kept); true when it was kept. */
  async put(
    name: string,
    target: string,
    make: () => Buffer | Promise<Buffer>,
  ): Promise<{ reused: boolean; bytes: number }> {
    this.used.add(name);
    if (this.dir && this.present.has(name)) {
      try {
        // a reflink where the file system has them (copy-on-write, so neither side can change the
        // other), else a copy
        await copyFile(path.join(this.dir, name), target, constants.COPYFILE_FICLONE);
        return { reused: true, bytes: (await stat(target)).size };
      } catch {
        /* a damaged entry is made again */
      }
    }
    const made = await make();
    await writeBytes(target, made);
    if (this.dir) {
      // a file of its own, never a second name of the output's: a deploy script that edits the
      // output in place must not change what later builds copy. Under another name first, so a
      // build running at the same time never copies half a file
      const tmp = path.join(this.dir, `${name}.${process.pid}.tmp`);
      await writeBytes(tmp, made)
        .then(() => rename(tmp, path.join(this.dir!, name)))
        .catch(() => undefined);
    }
    return { reused: false, bytes: made.length };
  }

  /** Removes the kept copies not used in this build; `usedElsewhere` names those another thread's cache used. */
  async prune(usedElsewhere: Iterable<string> = []): Promise<void> {
    if (!this.dir) return;
    for (const name of usedElsewhere) this.used.add(name);
    await Promise.all(
      [...this.present]
        .filter((name) => !this.used.has(name))
        .map((name) => rm(path.join(this.dir!, name), { force: true })),
    );
  }
}

/**
 * What a kept copy is made from besides its content and quality: the settings in
 * compressed-copies.ts and Node's zlib and brotli, whose versions may compress the same bytes
 * differently.
 */
let compressor: string | null = null;
const compressorKey = () =>
  (compressor ??= [
    hashFile(fileURLToPath(new URL('./compressed-copies.ts', import.meta.url))),
    process.versions.zlib,
    process.versions.brotli,
  ].join(':'));

/**
 * Writes `file.gz` and `file.br` for `body`, from kept copies when `cache` has them.
 * `onThisThread`: compressed by the calling thread (a worker of its own) rather than on zlib's
 * threads, which the main thread needs free.
 */
export async function compressOne(
  file: string,
  body: Buffer,
  setting: CopySetting,
  cache: CopyCache,
  { onThisThread = false } = {},
): Promise<CopyFigures> {
  // copies are named by their content (and by what compresses it) only when they are kept
  const hash = cache.dir
    ? createHash('sha256').update(compressorKey()).update(body).digest('hex').slice(0, 32)
    : '';
  const { brotli, gzip } = setting;
  // the default gzip level keeps the name copies had before levels were named
  const gzipName = gzip === GZIP_LEVEL ? `${hash}.gz` : `${hash}.g${gzip}.gz`;
  const [gz, br] = await Promise.all([
    cache.put(gzipName, `${file}.gz`, () =>
      onThisThread ? gzipCopySync(body, gzip) : gzipCopy(body, gzip),
    ),
    cache.put(`${hash}.q${brotli}.br`, `${file}.br`, () =>
      onThisThread ? brotliCopySync(body, brotli) : brotliCopy(body, brotli),
    ),
  ]);
  return {
    bytes: body.length,
    gzipBytes: gz.bytes,
    brotliBytes: br.bytes,
    reused: gz.reused && br.reused,
  };
}
