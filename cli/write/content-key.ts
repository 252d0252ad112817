import { hash } from 'node:crypto';

/**
 * A file's key when it is known by its contents alone, as the output's manifest keeps it (see
 * AtomicOutput.keepIfSame): SHA-1 of its bytes, a string's taken as UTF-8 without a copy of them. The search worker
 * keys its files with it, so it may not import the output's module.
 */
export const contentKey = (contents: string | Uint8Array): string =>
  hash('sha1', contents, 'base64url');
