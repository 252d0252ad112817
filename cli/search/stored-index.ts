import type { Codec } from '../core/keyed-store.ts';
import type { StoredIndex } from './build-index.ts';

interface Head {
  manifest: string;
  /** Each file's path and the length of its contents, which follow the head in this order. */
  files: [string, number][];
}

/**
 * A locale's kept index as one line of JSON naming its files, then their contents as they are, one after another.
 * The files are JSON themselves: as JSON strings every quote in them would be escaped, on the main thread right
 * after the search worker's reply, in about a megabyte and a half a locale on this repository's site.
 */
export const storedIndexCodec: Codec<StoredIndex> = {
  encode({ manifest, files }) {
    const head: Head = { manifest, files: files.map(([file, text]) => [file, text.length]) };
    return `${JSON.stringify(head)}\n${files.map(([, text]) => text).join('')}`;
  },
  decode(text) {
    const end = text.indexOf('\n');
    const head = JSON.parse(text.slice(0, end)) as Head;
    let at = end + 1;
    const files = head.files.map(([file, length]): [string, string] => {
      const contents = text.slice(at, at + length);
      at += length;
      return [file, contents];
    });
    // a shorter or longer file is damaged: the store then makes the index again
    if (at !== text.length) throw new Error('stored index of another length');
    return { manifest: head.manifest, files };
  },
};
