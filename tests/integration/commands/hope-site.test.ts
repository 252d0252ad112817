import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { check } from '../../../cli/commands/check.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

// A theme-hope site whose includes are mapped by its config's `resolvePath`
// and whose sidebar is partly made by its own helper functions: it builds
// unchanged, with every page reachable from its sidebar.
const fixture = path.resolve(import.meta.dirname, '../../fixtures/hope-site');
let work: string;
const page = (route: string) => readFileSync(path.join(work, 'dist', `${route}.html`), 'utf8');
const sidebarLinks = (html: string) =>
  [...(html.match(/<aside[\s\S]*?<\/aside>/)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map(
    (m) => m[1],
  );

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-hope-'));
  cpSync(fixture, work, { recursive: true });
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a theme-hope site whose config maps includes and sidebar entries by code', () => {
  it('includes `@name` from the folder its resolvePath maps `@` to, and builds', async () => {
    const notes: string[] = [];
    const logger = { ...createLogger({ quiet: true }), info: (m: string) => notes.push(m) };
    await build({ root: path.join(work, 'docs'), logger });
    const html = page('guide/a');
    expect(html).toContain('Snippet text shared by pages.');
    expect(html).not.toContain('@include');
  }, 60_000);

  it("lists the pages of its helpers' groups and, in place of what code makes, the folder's other pages", () => {
    // a folded group shows its pages on the pages inside it
    expect(sidebarLinks(page('guide/a'))).toEqual(
      expect.arrayContaining(['/guide/', '/guide/a', '/guide/extra/d', '/guide/extra/e']),
    );
    expect(sidebarLinks(page('guide/b'))).toEqual(expect.arrayContaining(['/guide/b', '/guide/c']));
    expect(page('guide/b')).toContain('Important');
  });

  it('leaves `check` no page the sidebar reaches to call unreached', async () => {
    const result = await check({
      root: path.join(work, 'docs'),
      logger: createLogger({ quiet: true }),
    });
    expect(result.diagnostics.filter((d) => d.rule.startsWith('sidebar/'))).toEqual([]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  }, 60_000);

  it('looks `@name` up in the likely folders when the function cannot be read, and says so', async () => {
    const theme = path.join(work, 'docs/.vuepress/theme.ts');
    writeFileSync(
      theme,
      readFileSync(theme, 'utf8').replace(
        'return path.resolve(__dirname',
        'return mapWithCode(__dirname',
      ),
    );
    const notes: string[] = [];
    const logger = { ...createLogger({ quiet: true }), info: (m: string) => notes.push(m) };
    await build({ root: path.join(work, 'docs'), logger });
    expect(page('guide/a')).toContain('Snippet text shared by pages.');
    expect(notes.join('\n')).toMatch(/resolvePath`, code which could not be read.*`snippets\/`/);
  }, 60_000);
});
