import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/foreign/site-config.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { tempDir } from '../../temp-dir.ts';

const defineConfig = JSON.stringify(path.resolve('cli/config/define-config.ts'));
let work: string;

/** A docs folder whose `.site/` holds the given files. */
function site(files: Record<string, string>): string {
  work = tempDir('docs-build-config-');
  const docs = path.join(work, 'docs');
  mkdirSync(path.join(docs, '.site'), { recursive: true });
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(docs, '.site', name), text);
  return docs;
}

describe('loadConfig', () => {
  it('loads a TypeScript config and the modules it imports, each seeing its own import.meta.url', async () => {
    const docs = site({
      'config.ts':
        `import { defineConfig } from ${defineConfig};\nimport { title, here } from './parts/title.ts';\n` +
        `export default defineConfig({ title, description: here, locales: { '/': { lang: 'en-US', name: 'English', title, description: '' } } });\n`,
    });
    mkdirSync(path.join(docs, '.site/parts'));
    writeFileSync(
      path.join(docs, '.site/parts/title.ts'),
      `export const title: string = 'Typed';\nexport const here = new URL('.', import.meta.url).pathname;\n`,
    );
    const config = await loadConfig(docs);
    expect(config.title).toBe('Typed');
    expect(path.resolve(config.description)).toBe(path.join(docs, '.site/parts'));
  });

  it("names a locale by its language, gives it the site's title and description and a sidebar of its folders when the config leaves them out", async () => {
    const docs = site({
      'config.ts':
        `import { defineConfig } from ${defineConfig};\n` +
        `export default defineConfig({ title: 'Tool', description: 'Fast', locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN', title: '工具' }, '/x/': { lang: 'not a language' }, '/tw/': { lang: 'zh-TW' } } });\n`,
    });
    const { locales } = await loadConfig(docs);
    expect(locales['/']).toMatchObject({ name: 'English', title: 'Tool', description: 'Fast' });
    // two locales of one language are told apart by their regions
    expect(locales['/zh/']).toMatchObject({
      name: '中文（中国）',
      title: '工具',
      description: 'Fast',
    });
    expect(locales['/tw/'].name).toBe('中文（台灣）');
    expect(locales['/x/'].name).toBe('not a language');
    // no sidebar named: each locale lists its folders, as a folder with no config does
    expect(locales['/zh/'].sidebar).toEqual({ '/zh/': 'structure' });
  });

  it('finds what a config leaves out as for a folder without one: title, locales, VitePress ids, math', async () => {
    const docs = site({
      'config.ts': `export default { check: { rules: { 'link/missing-anchor': 'warning' } } };\n`,
    });
    const page = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      writeFileSync(path.join(docs, file), text);
    };
    page('index.md', '---\nlayout: home\nhero:\n  name: Widget\n  tagline: Small and fast\n---\n');
    page('guide/start.md', '# Start\n');
    page('zh/index.md', '# 小部件\n');
    page('zh/guide/start.md', '# 开始\n');
    page('.vitepress/config.ts', 'process.exit(3)\nexport default { markdown: { math: true } }\n');
    const config = await loadConfig(docs);
    expect(config.title).toBe('Widget');
    expect(config.description).toBe('Small and fast');
    expect(Object.keys(config.locales)).toEqual(['/', '/zh/']);
    expect(config.locales['/zh/']).toMatchObject({
      name: '中文',
      title: '小部件',
      sidebar: { '/zh/': 'structure' },
    });
    expect(config.user.markdown).toEqual({ math: true, dialect: 'vitepress' });
    // pages written for VitePress need no sidebar entry or translation: warnings, beside the config's own rule
    expect(config.user.check?.rules).toEqual({
      'sidebar/unreached': 'warning',
      'i18n/missing-page': 'warning',
      'component/render': 'warning',
      'component/syntax': 'warning',
      'frontmatter/type': 'warning',
      'link/missing-anchor': 'warning',
    });
    expect(config.notes).toEqual([
      expect.stringMatching(/\.vitepress[/\\]config\.ts, read as text and not run: math on/),
    ]);
  });

  it("gives a locale the config names without a sidebar or navbar the ones VitePress's config writes out", async () => {
    const docs = site({
      'config.ts': `export default { title: 'Mine', locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN', navbar: [] } } };\n`,
    });
    const page = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      writeFileSync(path.join(docs, file), text);
    };
    page('index.md', '# X\n');
    page('guide/start.md', '# Start\n');
    page('zh/index.md', '# X\n');
    page('zh/guide/start.md', '# 开始\n');
    page(
      '.vitepress/config.ts',
      [
        'export default defineConfig({ themeConfig: { nav: [{ text: "Start", link: "/guide/start" }], sidebar: [{ text: "Start", link: "/guide/start" }, { text: "Team", link: "/team" }] },',
        '  ignoreDeadLinks: [/^\\/play/], locales: { zh: { themeConfig: { nav: [{ text: "开始", link: "/zh/guide/start" }] } } } })',
      ].join('\n'),
    );
    const config = await loadConfig(docs);
    expect(config.locales['/']).toMatchObject({
      navbar: [{ text: 'Start', link: '/guide/start' }],
      sidebar: { '/': [{ text: 'Start', link: '/guide/start' }] },
    });
    // the config's own empty navbar stays, and a locale without a sidebar in either lists its folders
    expect(config.locales['/zh/']).toMatchObject({ navbar: [], sidebar: { '/zh/': 'structure' } });
    // the borrowed navigation's entry that names no page is said, as for a folder without a config
    expect(config.notes).toEqual([
      expect.stringMatching(/read as text and not run: its sidebar and its nav/),
      expect.stringMatching(/1 sidebar or nav entry .* left out: "Team" \(\/team\)$/),
    ]);
    expect(config.user.check?.ignoreLinks).toEqual([/^\/play/]);
  });

  it("publishes pages where the folder's VitePress config rewrites them, and leaves out what it excludes, under a config of the site's own", async () => {
    const docs = site({
      'config.ts': "export default { check: { rules: { 'component/render': 'warning' } } };\n",
    });
    mkdirSync(path.join(docs, 'en'), { recursive: true });
    writeFileSync(path.join(docs, 'en/index.md'), '# Home\n');
    mkdirSync(path.join(docs, '.vitepress'));
    writeFileSync(
      path.join(docs, '.vitepress/config.ts'),
      "export default { rewrites: { 'en/:rest*': ':rest*' }, srcExclude: ['**/parts/**'] }\n",
    );
    const config = await loadConfig(docs);
    expect(config.user).toMatchObject({
      rewrites: { 'en/:rest*': ':rest*' },
      srcExclude: ['**/parts/**'],
      // a README.md beside an index.md is routed as VitePress routes it
      readme: 'page',
    });
    expect(config.notes).toEqual([
      expect.stringMatching(
        /read as text and not run: its `rewrites` and the files its `srcExclude` leaves out/,
      ),
    ]);
  });

  it('keeps what a config names over what the folder suggests', async () => {
    const docs = site({
      'config.ts': `export default { title: 'Mine', markdown: { math: false }, locales: { '/': { lang: 'fr' } }, logo: '/mine.svg', check: { rules: { 'sidebar/unreached': 'error' } } };\n`,
    });
    writeFileSync(path.join(docs, 'index.md'), '# Theirs\n');
    mkdirSync(path.join(docs, '.vitepress'));
    writeFileSync(
      path.join(docs, '.vitepress/config.ts'),
      "export default { markdown: { math: true }, themeConfig: { logo: '/theirs.svg' } }\n",
    );
    const config = await loadConfig(docs);
    expect(config.user.logo).toBe('/mine.svg');
    expect(config.user.check?.rules?.['sidebar/unreached']).toBe('error');
    expect(config.title).toBe('Mine');
    expect(Object.keys(config.locales)).toEqual(['/']);
    expect(config.locales['/']).toMatchObject({ lang: 'fr', title: 'Mine' });
    expect(config.user.markdown).toEqual({ math: false, dialect: 'vitepress' });
    expect(config.notes).toEqual([]);
  });

  it('gives its own title and description to the locales it finds in the folders', async () => {
    const both = site({ 'config.ts': `export default { title: 'Mine', description: 'Ours' };\n` });
    writeFileSync(path.join(both, 'index.md'), '---\ntitle: Theirs\ndescription: Guessed\n---\n');
    expect((await loadConfig(both)).locales['/']).toMatchObject({
      title: 'Mine',
      description: 'Ours',
    });
    // a description alone: the title is still the home page's
    const description = site({ 'config.ts': `export default { description: 'Ours' };\n` });
    writeFileSync(
      path.join(description, 'index.md'),
      '---\ntitle: Theirs\ndescription: Guessed\n---\n',
    );
    const config = await loadConfig(description);
    expect([config.title, config.description]).toEqual(['Theirs', 'Ours']);
    expect(config.locales['/']).toMatchObject({ title: 'Theirs', description: 'Ours' });
  });

  it('names the file, line and column of a syntax error', async () => {
    const docs = site({
      'config.ts': `import { defineConfig } from ${defineConfig};\nexport default defineConfig({\n  title: 'x',,\n});\n`,
    });
    const error = await loadConfig(docs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    const [d] = (error as UserError).diagnostics;
    expect(d.file.endsWith(path.join('.site', 'config.ts'))).toBe(true);
    expect([d.line, d.column]).toEqual([3, 14]);
    expect(d.rule).toBe('config/load');
  });

  it('reports a config that does not match the schema by the path of the bad value', async () => {
    const docs = site({
      'config.ts': `export default { title: 1, locales: { '/': { lang: 'en-US', name: 'English', title: 'T', description: '' } } };\n`,
    });
    const error = (await loadConfig(docs).catch((e: unknown) => e)) as UserError;
    expect(error.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^invalid config: title: /),
    ]);
  });

  it('accepts the dialects it knows for `markdown.dialect` and names the others', async () => {
    const locales = `locales: { '/': { lang: 'en-US', name: 'English', title: 'T', description: '' } }`;
    const known = await loadConfig(
      site({
        'config.ts': `export default { title: 'T', markdown: { dialect: 'vitepress' }, ${locales} };\n`,
      }),
    );
    expect(known.user.markdown).toEqual({ dialect: 'vitepress' });
    const docs = site({
      'config.ts': `export default { title: 'T', markdown: { dialect: 'docusaurus' }, ${locales} };\n`,
    });
    const error = (await loadConfig(docs).catch((e: unknown) => e)) as UserError;
    expect(error.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^invalid config: markdown\.dialect: .*"theme-hope".*"vitepress"/),
    ]);
  });

  it("titles the site's own containers per locale, and names a title for no container and a container that exists already", async () => {
    const config = (
      titles: string,
      containers = "{ success: 'Done' }",
    ) => `export default { title: 'T', markdown: { containers: ${containers} },
  locales: { '/': { lang: 'en-US', name: 'English', title: 'T', description: '', containerTitles: ${titles} } } };\n`;
    const known = await loadConfig(
      site({ 'config.ts': config("{ success: 'Finished', warning: 'Careful' }") }),
    );
    expect(known.locales['/'].containerTitles).toEqual({ success: 'Finished', warning: 'Careful' });
    const typo = (await loadConfig(site({ 'config.ts': config("{ warnig: 'Careful' }") })).catch(
      (e: unknown) => e,
    )) as UserError;
    expect(typo.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^invalid config: locales\.\/\.containerTitles\.warnig: no container is called `warnig`/,
      ),
    ]);
    const taken = (await loadConfig(site({ 'config.ts': config('{}', "{ tip: 'Hint' }") })).catch(
      (e: unknown) => e,
    )) as UserError;
    expect(taken.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^invalid config: markdown\.containers\.tip: .*is a container already/),
    ]);
    // a name another tool's pages use (VitePress's code-group) is taken too, in the same words
    const foreign = (await loadConfig(
      site({ 'config.ts': config('{}', "{ 'code-group': 'Group' }") }),
    ).catch((e: unknown) => e)) as UserError;
    expect(foreign.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^invalid config: markdown\.containers\.code-group: .*is a container already/,
      ),
    ]);
  });
});
