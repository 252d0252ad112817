/** Files a static host would compress on the fly; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|sh|yml|map)$/;
/** Below this a compressed copy saves less than a network packet. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Whether `name` is a compressed copy (`.gz`, `.br`) of a file beside it, as `has` tells the names there: the
 * output's checks look for a copy being there and stat the file it was made from, and a copy goes with its file.
 */
export const isCompressedCopy = (name: string, has: (name: string) => boolean): boolean =>
  (name.endsWith('.gz') || name.endsWith('.br')) && has(name.slice(0, -3));

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer a request with, from its Accept-Encoding header: brotli when accepted, else gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}
