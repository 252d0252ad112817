import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';
import type { AtomicOutput } from '../../../cli/write/output.ts';
import { writePageTexts } from '../../../cli/write/site-files.ts';

const config = {
  title: 'Docs',
  description: 'About',
  hostname: 'https://docs.example',
  base: '/',
  locales: { '/': { lang: 'en-US', name: 'English' } },
} as unknown as ResolvedConfig;

const page = (route: string) =>
  ({
    source: { body: `Text of ${route}.\n` },
    data: { route, locale: '/', title: route, description: '', git: {} },
  }) as unknown as BuiltPage;

describe('the texts made from the pages’ sources', () => {
  it('are written, and kept only as a way to make each again (not the whole site’s texts through rendering)', async () => {
    const written = new Map<string, string>();
    const inParts: string[] = [];
    const output = {
      write: (file: string, text: string) => Promise.resolve(void written.set(file, text)),
      writeInParts: (file: string, parts: Iterable<string>) => {
        inParts.push(file);
        return Promise.resolve(void written.set(file, [...parts].join('')));
      },
    } as unknown as AtomicOutput;
    const texts = await writePageTexts(output, config, [page('/'), page('/guide')]);
    // each page's markdown was written as the page compiled (PageFiles): only its maker is returned
    expect([...texts.keys()]).toEqual([...written.keys(), 'index.md', 'guide.md']);
    expect([...written.keys()]).toEqual(expect.arrayContaining(['sitemap.xml', 'llms-full.txt']));
    expect(texts.get('guide.md')!()).toBe('# /guide\n\nText of /guide.\n');
    // every page's markdown in one file: written a page at a time, never made as one string
    expect(inParts).toEqual(['llms-full.txt']);
    expect(written.get('llms-full.txt')).toBe(
      '# /\n\nText of /.\n\n\n---\n\n# /guide\n\nText of /guide.\n',
    );
    for (const [file, make] of texts) {
      expect(typeof make).toBe('function');
      if (written.has(file)) expect(make()).toBe(written.get(file));
    }
  });
});
