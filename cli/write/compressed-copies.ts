import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../hosting/content-encoding.ts';
import { GZIP_LEVEL } from './compress-level.ts';

/** Whether a file of this name and size is given compressed copies (see `Compressor.add`). */
export const wantsCompressedCopies = (relative: string, size: number): boolean =>
  COMPRESSIBLE.test(relative) && size >= MIN_COMPRESS_BYTES;

/** Whether `source` has both compressed copies beside it (see `Compressor.copyFrom`). */
export const hasCompressedCopies = (source: string): boolean =>
  existsSync(`${source}.gz`) && existsSync(`${source}.br`);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const gzipOptions = (level: number): ZlibOptions => ({ level });
const brotliOptions = (body: Buffer, quality: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

export function gzipCopy(body: Buffer, level = GZIP_LEVEL): Promise<Buffer> {
  return gzipAsync(body, gzipOptions(level));
}

export function brotliCopy(body: Buffer, quality: number): Promise<Buffer> {
  return brotliAsync(body, brotliOptions(body, quality));
}

/**
 * The same copies made on the calling thread, for the compression worker: handed to zlib's threads, each copy also
 * paid for a stream, the hand-offs and the four threads contending for two cores. The bytes are the same.
 */
export const gzipCopySync = (body: Buffer, level = GZIP_LEVEL): Buffer =>
  gzipSync(body, gzipOptions(level));
export const brotliCopySync = (body: Buffer, quality: number): Buffer =>
  brotliCompressSync(body, brotliOptions(body, quality));

/** Writes `file.gz` and `file.br` beside `file` when it is worth compressing. */
export async function compressBeside(file: string, brotliQuality: number): Promise<void> {
  if (!COMPRESSIBLE.test(file)) return;
  const body = await readFile(file);
  if (body.length < MIN_COMPRESS_BYTES) return;
  const [gz, br] = await Promise.all([gzipCopy(body), brotliCopy(body, brotliQuality)]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}
