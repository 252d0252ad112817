import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function project(name: string, packageJson?: string) {
  const root = path.join(work, name);
  mkdirSync(root, { recursive: true });
  if (packageJson !== undefined) writeFileSync(path.join(root, 'package.json'), packageJson);
  return root;
}

describe('init in a project', () => {
  it('adds the docs:* scripts, keeps a script of the same name, and prints commands that run', async () => {
    const cwd = project(
      'with-package',
      '{\n    "name": "mine",\n    "scripts": {\n        "docs:dev": "my own dev"\n    }\n}\n',
    );
    const { code, stdout } = await runCli(['init'], { cwd });
    expect(code).toBe(0);
    const text = readFileSync(path.join(cwd, 'package.json'), 'utf8');
    const pkg = JSON.parse(text) as { scripts: Record<string, string> };
    expect(pkg.scripts).toEqual({
      'docs:dev': 'my own dev',
      'docs:build': 'docs-build build docs',
      'docs:preview': 'docs-build preview docs',
      'docs:check': 'docs-build check docs',
    });
    // its own indentation kept
    expect(text).toMatch(/^ {4}"name"/m);
    expect(stdout).toMatch(/kept your own docs:dev/);
    expect(stdout).toMatch(/^ {2}npm run docs:build\b/m);
    // the kept name is not ours: the command itself, through npx
    expect(stdout).toMatch(/^ {2}npx docs-build dev docs\b/m);
    expect(stdout).not.toMatch(/^ {2}docs-build /m);
  });

  it('prints npx commands where there is no package.json, and writes none', async () => {
    const cwd = project('bare');
    const { code, stdout } = await runCli(['init', 'site'], { cwd });
    expect(code).toBe(0);
    expect(existsSync(path.join(cwd, 'package.json'))).toBe(false);
    expect(stdout).toMatch(/^ {2}npx docs-build dev site\b/m);
    expect(stdout).not.toMatch(/^ {2}docs-build /m);
  });
});

describe('init --lang en', () => {
  it(
    'writes an English-only starter, to which a new page adds without a translation error',
    { timeout: 120_000 },
    async () => {
      const cwd = project('english');
      const made = await runCli(['init', '--lang', 'en'], { cwd });
      expect(made.code).toBe(0);
      expect(existsSync(path.join(cwd, 'docs/zh'))).toBe(false);
      expect(readFileSync(path.join(cwd, 'docs/.site/config.ts'), 'utf8')).not.toMatch(/'\/zh\/'/);
      writeFileSync(path.join(cwd, 'docs/guide/more.md'), '# More\n\nAnother page.\n');
      const checked = await runCli(['check', 'docs'], { cwd, timeout: 100_000 });
      expect(checked.output).toMatch(/0 errors/);
      expect(checked.code).toBe(0);
    },
  );
});

describe('a page without its translation', () => {
  it("names the rule's setting in the hint", { timeout: 120_000 }, async () => {
    const cwd = project('bilingual');
    const docs = path.join(cwd, 'docs');
    mkdirSync(path.join(docs, '.site'), { recursive: true });
    mkdirSync(path.join(docs, 'zh'), { recursive: true });
    writeFileSync(
      path.join(docs, '.site/config.ts'),
      "export default { locales: { '/': { lang: 'en-US', name: 'English' }, '/zh/': { lang: 'zh-CN', name: '简体中文' } } };\n",
    );
    writeFileSync(path.join(docs, 'index.md'), '# Home\n');
    writeFileSync(path.join(docs, 'zh/index.md'), '# 首页\n');
    writeFileSync(path.join(docs, 'only-english.md'), '# Only English\n');
    const { stdout } = await runCli(['check', 'docs', '--json'], { cwd, timeout: 100_000 });
    const { diagnostics } = JSON.parse(stdout) as {
      diagnostics: { rule: string; hint?: string }[];
    };
    const missing = diagnostics.find((d) => d.rule === 'i18n/missing-page');
    expect(missing?.hint).toMatch(/check: \{ rules: \{ 'i18n\/missing-page'/);
  });
});
