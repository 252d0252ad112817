import { describe, expect, it } from 'vitest';
import { pageDigest, pageSource } from '../../../cli/search/collect.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';

const page = (description: string, sectionsDigest: string, reads: string[] = []) =>
  ({
    data: { route: '/guide/mount', title: 'Mount', description, frontmatter: {}, layout: 'Layout' },
    compiled: {
      sectionsDigest,
      get sections() {
        reads.push('sections');
        return [{ slug: '', title: '', text: '', code: '' }];
      },
    },
  }) as unknown as BuiltPage;

// The search worker knows a page's terms by its digest, so the digest must change with anything its part of the
// index follows from, and be made without the page's text.
describe("a page's search digest", () => {
  it('changes with its description or sections, and is made without reading them', () => {
    const reads: string[] = [];
    expect(pageDigest(page('', 'a', reads))).toBe(pageDigest(page('', 'a')));
    expect(reads).toEqual([]);
    expect(pageDigest(page('', 'b'))).not.toBe(pageDigest(page('', 'a')));
    // an empty opening section shows the description: the digest follows it too
    expect(pageDigest(page('mount it', 'a'))).not.toBe(pageDigest(page('', 'a')));
    expect(pageSource(page('', 'a'))!.digest).toBe(pageDigest(page('', 'a')));
  });
});
