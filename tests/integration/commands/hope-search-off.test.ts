import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

// A theme-hope site that turns search off (`plugins.search: false`, its DocSearch
// options spread in only when the environment holds keys): its own build makes no
// index and shows no search box, and neither does ours.
const THEME = `import { hopeTheme } from 'vuepress-theme-hope';
const keys = process.env.DOCSEARCH_KEY ? { apiKey: process.env.DOCSEARCH_KEY } : null;
export default hopeTheme({
  plugins: {
    feed: { rss: true },
    ...(keys ? { docsearch: keys } : {}),
    search: false,
  },
});
`;
const FILES: Record<string, string> = {
  'README.md': '# Home\n\nWelcome.\n',
  'guide/a.md': '---\ntag:\n  - Java\ncategory:\n  - Basics\n---\n# Guide A\n\nSome text.\n',
  '.vuepress/config.ts':
    "import theme from './theme.js';\nexport default defineUserConfig({ lang: 'zh-CN', theme });\n",
  '.vuepress/theme.ts': THEME,
};

let work: string;
const notes: string[] = [];
const outputFiles = () =>
  readdirSync(path.join(work, 'dist'), { recursive: true, encoding: 'utf8' });

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-hope-search-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(work, 'docs', file)), { recursive: true });
    writeFileSync(path.join(work, 'docs', file), text);
  }
  const logger = { ...createLogger({ quiet: true }), info: (m: string) => notes.push(m) };
  await build({ root: path.join(work, 'docs'), logger, compress: false });
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a theme-hope site whose options turn search off', () => {
  it('builds no search index and says why', () => {
    expect(outputFiles().filter((file) => /(^|\/)search\.[^/]*\.json$/.test(file))).toEqual([]);
    expect(notes.join('\n')).toContain('no search (its `plugins.search: false`)');
  });

  it('shows no search button, and its tags and categories as names rather than searches', () => {
    const html = readFileSync(path.join(work, 'dist/guide/a.html'), 'utf8');
    expect(html).toContain('Guide A');
    expect(html).not.toContain('search-button');
    expect(html).not.toContain('?search=');
    expect(html).toMatch(/<span class="term color-\d">Java<\/span>/);
  });
});
