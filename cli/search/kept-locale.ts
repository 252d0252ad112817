import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { jsonCodec, type ClaimedEntry } from '../core/keyed-store.ts';
import { storedIndexCodec } from './stored-index.ts';

/** Each of a locale's index files by its content key, as the build's search-keys store keeps them. */
export const searchKeysCodec = jsonCodec<[string, string][]>();

/** An index file the search worker made, with the key the output knows its contents by (write/content-key.ts). */
export type KeyedFile = [file: string, contents: string, key: string];

/** The store entries a locale's index and its files' keys are kept in for the next build (KeyedStore.claim). */
export interface LocaleKeep {
  index: ClaimedEntry;
  keys: ClaimedEntry | null;
}

/**
 * Keeps a locale's index for the next build, on the search worker once its files are handed over, rather than on the
 * main thread right after the worker's reply, where encoding and writing a locale's files (about 1.4 MB for this
 * repository's English pages) would delay the build. A write that fails only costs the next build the index.
 */
export function keepLocale(keep: LocaleKeep, manifest: string, files: KeyedFile[]): void {
  const pairs = files.map(([file, contents]): [string, string] => [file, contents]);
  writeEntry(keep.index, storedIndexCodec.encode({ manifest, files: pairs }));
  if (keep.keys)
    writeEntry(keep.keys, searchKeysCodec.encode(files.map(([file, , key]) => [file, key])));
}

function writeEntry({ file, staging }: ClaimedEntry, contents: string): void {
  try {
    writeFileSync(staging, contents);
    renameSync(staging, file);
  } catch {
    rmSync(staging, { force: true });
  }
}
