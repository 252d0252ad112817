import { describe, expect, it } from 'vitest';
import { UNKNOWN, type Literal } from '../../../cli/foreign/shared/literals.ts';
import { vitepressNavigation } from '../../../cli/foreign/vitepress/navigation.ts';

// Valaxy's docs write `{ text: 'Overview', link: '/addons/official' },
// ...officialAddons.map(…)`: the spread is code, its pages are the folder's
const pages = new Set([
  '/addons/why',
  '/addons/official/',
  '/addons/official/algolia',
  '/addons/official/waline',
  '/addons/official/deep/one',
  '/guide/',
  '/guide/intro',
]);

describe('a VitePress-style sidebar item that code makes among links', () => {
  it('gives its place to the pages of the folder its sibling links share that no entry lists', () => {
    const theme: Record<string, Literal> = {
      sidebar: {
        '/addons/': [
          { text: 'Why', link: '/addons/why' },
          {
            text: 'Official',
            items: [{ text: 'Overview', link: '/addons/official' }, UNKNOWN],
          },
        ],
      },
    };
    const mapped = vitepressNavigation(theme, pages);
    expect(mapped.sidebar).toEqual({
      '/addons/': [
        { text: 'Why', link: '/addons/why' },
        {
          text: 'Official',
          collapsible: false,
          children: [
            { text: 'Overview', link: '/addons/official/' },
            '/addons/official/algolia',
            '/addons/official/waline',
            { text: 'deep', collapsible: true, children: ['/addons/official/deep/one'] },
          ],
        },
      ],
    });
    expect(mapped.fellBack).toEqual(['one in /addons/official/']);
    expect(mapped.dropped).toEqual([]);

    // siblings that share only the root name no folder: the item is left out and counted
    const rooted: Record<string, Literal> = {
      sidebar: [
        { text: 'Intro', link: '/guide/intro' },
        { text: 'Why', link: '/addons/why' },
        UNKNOWN,
      ],
    };
    const atRoot = vitepressNavigation(rooted, pages);
    expect(atRoot.sidebar).toEqual({
      '/': [
        { text: 'Intro', link: '/guide/intro' },
        { text: 'Why', link: '/addons/why' },
      ],
    });
    expect(atRoot.dropped).toEqual(['one made by code in the sidebar']);
  });
});
