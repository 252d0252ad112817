import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDefaults } from '../../../cli/foreign/site-config.ts';
import { configSchema } from '../../../cli/config/schema.ts';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-hope-search-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The search our config gets from a theme-hope site whose `plugins` are `plugins`. */
function searchOf(name: string, plugins: string) {
  const root = path.join(work, name);
  mkdirSync(path.join(root, '.vuepress'), { recursive: true });
  writeFileSync(path.join(root, 'README.md'), '# X\n');
  writeFileSync(
    path.join(root, '.vuepress/config.ts'),
    `export default defineUserConfig({ theme: hopeTheme({ plugins: ${plugins} }) })\n`,
  );
  return siteDefaults(root).config.search;
}

describe("theme-hope's search options", () => {
  it('turn the search off with `search: false` and no other search plugin, and only then', () => {
    expect(searchOf('off', '{ search: false }')).toBe(false);
    expect(searchOf('off-too', '{ search: false, slimsearch: false }')).toBe(false);
    expect(searchOf('slim', '{ search: false, slimsearch: true }')).toBeUndefined();
    expect(searchOf('by-code', '{ search: false, docsearch: options }')).toBeUndefined();
    expect(searchOf('unnamed', '{ feed: { rss: true } }')).toBeUndefined();
    expect(searchOf('on', '{ search: true }')).toBeUndefined();
  });

  it('give a config our schema takes', () => {
    const config = { title: 'X', locales: { '/': { lang: 'en-US' } } };
    expect(configSchema.safeParse(config).success).toBe(true);
    expect(configSchema.safeParse({ ...config, search: false }).success).toBe(true);
  });
});
