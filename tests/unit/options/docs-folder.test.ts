import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseDocsFolder } from '../../../cli/options/docs-folder.ts';

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A project folder with these files (a path ending in `/` is a folder). */
function project(files: Record<string, string>): string {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-folder-'));
  for (const [name, text] of Object.entries(files)) {
    const full = path.join(work, name);
    if (name.endsWith('/')) mkdirSync(full, { recursive: true });
    else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
  return work;
}

const scripts = (s: Record<string, string>) => JSON.stringify({ scripts: s });

describe('the docs folder of a project that runs another tool on a folder inside it', () => {
  it("takes the folder theme-hope's `vuepress build src` names, and says so", () => {
    const cwd = project({
      'theme/package.json': scripts({
        'docs:vite-build': 'vuepress build src',
        'docs:vite-dev': 'vuepress dev src',
      }),
      'theme/src/.vuepress/config.ts': 'export default {}',
      'theme/src/README.md': '# Home',
    });
    const said: string[] = [];
    expect(chooseDocsFolder('theme', { info: (m: string) => said.push(m) }, cwd)).toBe(
      path.join('theme', 'src'),
    );
    expect(said.join('\n')).toMatch(/theme has no site config; its package.json builds theme\/src/);
  });

  it('finds it from the current folder too, with vuepress-vite and vitepress alike', () => {
    const cwd = project({
      'package.json': scripts({ build: 'vitepress build site' }),
      'site/.vitepress/config.mts': 'export default {}',
      'site/index.md': '# Home',
    });
    expect(chooseDocsFolder(undefined, { info: () => undefined }, cwd)).toBe('site');
  });

  it('keeps the folder named when it is a site itself, or when the script names no site', () => {
    const own = project({
      'package.json': scripts({ build: 'vuepress build src' }),
      '.vuepress/config.ts': '',
      'src/.vuepress/config.ts': '',
    });
    expect(chooseDocsFolder('.', { info: () => undefined }, own)).toBe('.');
    rmSync(own, { recursive: true, force: true });
    const none = project({
      'package.json': scripts({ build: 'vuepress build src' }),
      'src/README.md': '# no config here',
    });
    expect(chooseDocsFolder('.', { info: () => undefined }, none)).toBe('.');
  });
});
