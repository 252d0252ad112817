import { describe, expect, it } from 'vitest';
import type { PageSource } from '../../../cli/search/collect.ts';
import { LocaleIndex } from '../../../cli/search/locale-index.ts';
import type { SearchManifest } from '../../../runtime/search/format.ts';

// A locale's index is made from its pages in parts (the search worker gets them a part at a time): the files must be
// those of the locale made at once, and text shards leave as soon as they are full.
const words = ['mount', 'storage', 'webdav', 'alias', 'quota', 'token', 'proxy', 'cache'];
const pages: PageSource[] = Array.from({ length: 40 }, (_, i) => ({
  route: `/guide/p${i}`,
  title: `Page ${i}`,
  sections: [
    { slug: '', heading: '', text: `${words[i % 8]} ${words[(i * 3) % 8]} zebra${i}`, code: '' },
    { slug: 'more', heading: `More ${i}`, text: `存储${i} ${words[(i * 5) % 8]}`, code: 'ls -la' },
  ],
}));
const options = { dir: 'assets/search', sizes: { termShardChars: 300, textShardChars: 200 } };

/** The files of `pages` given in parts of `size`, and how many left before the last part was given. */
function made(size: number) {
  const index = new LocaleIndex('index', 'current/index.json', options);
  const files: [string, string][] = [];
  let early = 0;
  for (let start = 0; start < pages.length; start += size) {
    files.push(...index.add(pages.slice(start, start + size)));
    if (start + size < pages.length) early = files.length;
  }
  files.push(...index.finish());
  return { files, early };
}

describe("a locale's index made in parts", () => {
  it('makes the same files whatever the parts, text shards leaving before the last page is given', () => {
    const whole = made(pages.length).files;
    for (const size of [1, 3, 17]) {
      const { files, early } = made(size);
      expect(files).toEqual(whole);
      expect(early).toBeGreaterThan(2);
      expect(files.slice(0, early).every(([file]) => file.includes('/text-'))).toBe(true);
    }
  });

  it('lists every shard in the manifest, which comes last, with the sections in page order', () => {
    const { files } = made(5);
    const [file, json] = files.at(-1)!;
    expect(file).toBe('current/index.json');
    const manifest = JSON.parse(json) as SearchManifest;
    expect(manifest.pages).toHaveLength(40);
    expect(manifest.sections).toHaveLength(80);
    expect(manifest.sections[3]).toEqual([1, 'more', 'More 1']);
    const listed = [
      ...manifest.textShards,
      ...Object.values(manifest.terms).flatMap((shards) =>
        shards.flatMap((parts) => parts.map(([, name]) => name)),
      ),
    ];
    expect(new Set(listed)).toEqual(new Set(files.slice(0, -1).map(([name]) => name)));
    // each text shard holds the prose of the sections from its start to the next one's
    const texts = files.filter(([name]) => name.includes('/text-')).map(([, j]) => JSON.parse(j));
    expect(texts.flat()).toEqual(pages.flatMap((p) => p.sections.map((s) => s.text)));
    expect(manifest.textStarts).toEqual(
      texts.map((_, i) => texts.slice(0, i).reduce((n, shard) => n + shard.length, 0)),
    );
  });
});
