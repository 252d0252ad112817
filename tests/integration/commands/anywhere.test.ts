import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

// docs-build run as a user runs it: the CLI in a child process, on folders outside this repository, so nothing
// can be found through the repository's own node_modules by accident.
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-anywhere-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

describe('a folder with no config, outside any project', () => {
  let folder: string;
  beforeAll(() => {
    folder = path.join(work, 'bare', 'notes');
    writeFiles(folder, {
      'index.md': '# Pocket Guide {#top}\n\nStart with [the setup](./guide/setup.md).\n',
      'guide/setup.md': '---\norder: 1\n---\n\n# Setting up\n\nSee [tuning](./tuning.md).\n',
      'guide/tuning.md': '# Tuning\n\nText.\n',
    });
  });

  it(
    'builds: title from the home page, one locale, a sidebar from the folders, caches kept inside the folder',
    { timeout: 120_000 },
    async () => {
      const { code, output } = await runCli(['build', 'notes'], {
        cwd: path.dirname(folder),
        timeout: 100_000,
      });
      expect(output).not.toMatch(/ERR_MODULE_NOT_FOUND|^\s+at /m);
      expect(code).toBe(0);
      const dist = path.join(work, 'bare', 'dist');
      const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
      expect(home).toMatch(/<title>Pocket Guide[ <|]/);
      const setup = readFileSync(path.join(dist, 'guide/setup.html'), 'utf8');
      expect(setup).toContain('<html lang="en-US">');
      // the sidebar lists the folder's pages, ordered by `order`
      expect(setup.indexOf('href="/guide/setup"')).toBeGreaterThan(-1);
      expect(setup.indexOf('href="/guide/tuning"')).toBeGreaterThan(
        setup.indexOf('href="/guide/setup"'),
      );
      expect(existsSync(path.join(folder, '.cache', 'docs-build'))).toBe(true);
      expect(existsSync(path.join(work, 'bare', '.cache'))).toBe(false);
      // no diagrams and no videos: none of the vendor libraries (mermaid alone is some 700 files with its copies)
      expect(existsSync(path.join(dist, 'assets', 'vendor'))).toBe(false);
    },
  );

  it('checks with no errors', { timeout: 120_000 }, async () => {
    const { code, output } = await runCli(['check', folder], { cwd: work, timeout: 100_000 });
    expect(output).toMatch(/3 pages, 0 errors/);
    expect(code).toBe(0);
  });
});

describe('a site with a config in its own project', () => {
  let project: string;
  beforeAll(() => {
    project = path.join(work, 'project');
    writeFiles(project, {
      'package.json': '{ "name": "my-docs", "private": true, "type": "module" }\n',
      // written as a user would: docs-build is a package, not a path into this repository
      'docs/.site/config.ts': `import { defineConfig } from 'docs-build';
export default defineConfig({
  title: 'Project Docs',
  locales: { '/': { lang: 'en-GB', name: 'English', title: 'Project Docs', description: '', sidebar: { '/': 'structure' } } },
  components: { Counter: { path: './Counter.tsx' } },
});
`,
      'docs/.site/Counter.tsx': `import { useState } from 'react';
export default function Counter({ start }: { start: string }) {
  const [count] = useState(Number(start) * 2);
  return <span className="counter">counted {count}</span>;
}
`,
      'docs/index.md': '# Welcome\n\n<Counter start="21" />\n',
    });
  });

  it(
    'builds with its components rendered by the same React as the theme; caches in node_modules/.cache',
    { timeout: 120_000 },
    async () => {
      const { code, output } = await runCli(['build', 'docs'], { cwd: project, timeout: 100_000 });
      expect(output).not.toMatch(/^\s+at /m);
      expect(code).toBe(0);
      const home = readFileSync(path.join(project, 'dist/index.html'), 'utf8');
      expect(home).toContain('<html lang="en-GB">');
      expect(home).toMatch(/<span class="counter">counted (<!-- -->)?42<\/span>/);
      expect(
        existsSync(path.join(project, 'node_modules/.cache/docs-build/sites/docs/server')),
      ).toBe(true);
      expect(existsSync(path.join(project, '.cache'))).toBe(false);
    },
  );
});

describe('a VitePress folder', () => {
  let folder: string;
  beforeAll(() => {
    folder = path.join(work, 'vitepress', 'docs');
    writeFiles(folder, {
      // code that would leave a mark if anything ran it
      '.vitepress/config.mjs': `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(path.join(work, 'ran'))}, 'x');\nexport default { title: 'Read As Text' };\n`,
      'index.md': '---\nlayout: home\nhero:\n  name: Rocket Docs\n  tagline: Fast\n---\n',
      // one of the site's own Vue components, which cannot be rendered here: the page builds without it
      'guide/index.md': '# Guide\n\nText.\n\n<TeamMembers :members="core" />\n',
      // a front-matter value of a shape not read here is ignored with a warning, as on our own pages, not fatal
      'guide/odd.md': '---\noutline: sideways\n---\n# Odd\n',
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  });

  it(
    'builds without running .vitepress/config, says so in one line, and publishes public/ inside the folder',
    { timeout: 120_000 },
    async () => {
      const { code, output } = await runCli(['build', folder], { cwd: work, timeout: 100_000 });
      expect(code).toBe(0);
      expect(existsSync(path.join(work, 'ran'))).toBe(false);
      expect(output).toMatch(/\.vitepress[/\\]config\.mjs .*not run/);
      expect(output).toMatch(
        /guide[/\\]index\.md:5:1 warning unknown component <TeamMembers>.* \[component\/render\]/,
      );
      expect(output).toMatch(/guide[/\\]odd\.md:2:1 warning `outline`.* \[frontmatter\/type\]/);
      const dist = path.join(work, 'vitepress', 'dist');
      // the site's title is read from the config's text, never run; the home page's hero keeps its own name
      const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
      expect(home).toContain('<span class="site-name">Read As Text</span>');
      expect(home).toContain('<h1 class="hero-title">Rocket Docs</h1>');
      // VitePress shows a footer only when its config writes one: no invented copyright line
      expect(home).not.toContain('site-footer');
      expect(existsSync(path.join(dist, 'logo.svg'))).toBe(true);
      // public/ is static files, not pages
      expect(existsSync(path.join(dist, 'public'))).toBe(false);
    },
  );
});
