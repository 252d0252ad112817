import { describe, expect, it } from 'vitest';
import type { MarkdownFileData } from '../../../cli/markdown/context.ts';
import { rehypeLinks } from '../../../cli/markdown/plugins/rehype-links.ts';
import { retainedBytesAsync } from '../../helpers/heap.ts';
import { fileData, runPlugin } from './processor-for.ts';

// A build keeps every page's links until it ends, after the page's markdown has left memory (page-spill.ts).
describe("a page's recorded links", () => {
  it('keep none of the markdown they were read from', async () => {
    // the processor's own first-use costs, outside the measure
    await runPlugin('rehype', rehypeLinks, undefined, '[a](./other.md#b)', fileData());
    // 20 pages of 100 KB of prose, each with two links
    const { bytes, kept } = await retainedBytesAsync(async () => {
      const all: MarkdownFileData['links'][] = [];
      for (let i = 0; i < 20; i += 1) {
        const prose = `Page ${i} mounts a storage. `.repeat(4000);
        const source = `${prose}[other](./other.md#a-long-anchor-${i}) and [here](#install-${i})\n`;
        const { data } = await runPlugin('rehype', rehypeLinks, undefined, source, fileData());
        all.push(data.links);
      }
      return all;
    });
    const links = kept as MarkdownFileData['links'][];
    expect(links[3].map((l) => [l.url, l.route, l.hash])).toEqual([
      ['./other.md#a-long-anchor-3', '/guide/other', 'a-long-anchor-3'],
      ['#install-3', '/guide/page', 'install-3'],
    ]);
    // the prose weighs 2 MB; the links and what the processor keeps of its own, under 1 MB
    expect(bytes).toBeLessThan(1_500_000);
  });
});
