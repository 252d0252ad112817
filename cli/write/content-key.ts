import { hash } from 'node:crypto';

/** A file's key when it is known by its bytes alone, as the output's manifest keeps it. */
export const contentKey = (bytes: Uint8Array): string => hash('sha1', bytes, 'base64url');

/**
 * The key the output knows a file written from `contents` by (see AtomicOutput.keepIfSame): the same as
 * `contentKey` of its UTF-8 bytes, hashed from the string without a copy of them. The search worker keys its files
 * with it, so it may not import the output's module.
 */
export const contentKeyOf = (contents: string): string => hash('sha1', contents, 'base64url');
