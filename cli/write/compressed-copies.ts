import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files a static host would compress on the fly; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|sh|yml|map)$/;
/** Below this a compressed copy saves less than a network packet. */
export const MIN_COMPRESS_BYTES = 1024;


export function gzipCopy(body: Buffer): Promise<Buffer> {
  return gzipAsync(body, { level: 6 });
}

export function brotliCopy(body: Buffer, quality: number): Promise<Buffer> {
  return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** Writes `file.gz` and `file.br` beside `file` when it is worth compressing. */
export async function compressBeside(file: string, brotliQuality: number): Promise<void> {
  if (!COMPRESSIBLE.test(file)) return;
  const body = await readFile(file);
  if (body.length < MIN_COMPRESS_BYTES) return;
  const [gz, br] = await Promise.all([gzipCopy(body), brotliCopy(body, brotliQuality)]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}

