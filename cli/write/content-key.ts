import { createHash } from 'node:crypto';

/** A file's key when it is known by its bytes alone, as the output's manifest keeps it. */
export const contentKey = (bytes: Uint8Array): string =>
  createHash('sha1').update(bytes).digest('base64url');

/**
 * The key the output knows a file written from `contents` by (see AtomicOutput.keepIfSame): the same as
 * `contentKey` of its UTF-8 bytes, hashed from the string without a copy of them. The search worker keys its files
 * with it, so it may not import the output's module.
 */
export const contentKeyOf = (contents: string): string =>
  createHash('sha1').update(contents, 'utf8').digest('base64url');
