import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

// A repository told commit by commit: translations made, then their sources edited in every way that does or does not
// leave a translation behind. `check --json` must give each page's state exactly.
let repo: string;
let docs: string;
let clock = 1_700_000_000;
const git = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('git', args, { cwd: repo, env: { ...process.env, ...env }, encoding: 'utf8' });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
  writeFileSync(path.join(docs, file), text);
};
/** Commits everything with a date a day after the last; returns the commit's hash. */
const commit = (message: string): string => {
  clock += 86_400;
  const date = `@${clock} +0000`;
  const who = { GIT_AUTHOR_NAME: 'Ann', GIT_AUTHOR_EMAIL: 'ann@example.org' };
  git(['add', '-A']);
  git(['commit', '-q', '-m', message], {
    ...who,
    GIT_COMMITTER_NAME: 'Ann',
    GIT_COMMITTER_EMAIL: 'ann@example.org',
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
  return git(['rev-parse', 'HEAD']).trim();
};
const config = (rules = '') =>
  write(
    '.site/config.ts',
    `export default {
  title: 'T',
  ${rules}
  locales: {
    '/': { lang: 'en-US', name: 'English' },
    '/zh/': { lang: 'zh-CN', name: '简体中文', missing: 'ignore' },
  },
};
`,
  );
const page = (title: string, body: string, front = '') =>
  `---\ntitle: ${title}\n${front}---\n\n${body}\n`;
const days = (n: number) => new Date((1_700_000_000 + n * 86_400) * 1000).toISOString();

let madeFrom = '';
let edited = '';

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'docs-build-i18n-'));
  docs = path.join(repo, 'docs');
  git(['init', '-q']);
  config();
  for (const name of ['edited', 'front', 'spaces', 'ignored', 'named', 'together', 'untouched'])
    write(`guide/${name}.md`, page(name, `The ${name} page says one thing.`));
  write('guide/missing.md', page('missing', 'No one translated this.'));
  write('index.md', page('Home', 'Welcome.'));
  commit('English pages'); // day 1
  for (const name of ['edited', 'front', 'spaces', 'ignored', 'together', 'untouched'])
    write(`zh/guide/${name}.md`, page(name, `${name} 页面说了一件事。`));
  write('zh/index.md', page('首页', '欢迎。'));
  write('zh/only.md', page('只有中文', '这一页只有中文。', 'translation: false\n'));
  madeFrom = commit('Chinese pages'); // day 2
  write('guide/edited.md', page('edited', 'The edited page says another thing.'));
  write('guide/named.md', page('named', 'The named page says another thing.'));
  edited = commit('Edit two pages'); // day 3
  write('guide/edited.md', page('edited', 'The edited page says a third thing.'));
  write('guide/front.md', page('front, retitled', 'The front page says one thing.', 'order: 2\n'));
  write('guide/spaces.md', page('spaces', 'The spaces page\n   says one   thing.\n\n'));
  commit('Edit, front matter, wrapping'); // day 4
  write('guide/ignored.md', page('ignored', 'The ignored page says one thing!'));
  commit('Fix punctuation [i18nIgnore]'); // day 5
  write('guide/together.md', page('together', 'The together page says another thing.'));
  write('zh/guide/together.md', page('together', 'together 页面说了另一件事。'));
  commit('Edit a page and its translation'); // day 6
  // made from the source as it was on day 3, committed later
  write(
    'zh/guide/named.md',
    page('named', 'named 页面说了另一件事。', `translation:\n  commit: ${edited.slice(0, 8)}\n`),
  );
  commit('Translate the named page'); // day 7
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('translation status from git', () => {
  it('gives each translation its exact state, and check reports those behind', async () => {
    const run = await runCli(['check', docs, '--json']);
    const result = JSON.parse(run.stdout);
    const states = Object.fromEntries(
      result.translations.map((t: { route: string; state: string; behind?: number }) => [
        t.route,
        t.behind ? `${t.state} ${t.behind}` : t.state,
      ]),
    );
    expect(states).toEqual({
      '/': 'current',
      '/guide/edited': 'outdated 2',
      '/guide/front': 'current',
      '/guide/spaces': 'current',
      '/guide/ignored': 'current',
      '/guide/named': 'current',
      '/guide/together': 'current',
      '/guide/untouched': 'current',
      '/guide/missing': 'missing',
    });
    const edited = result.translations.find((t: { route: string }) => t.route === '/guide/edited');
    expect(edited).toMatchObject({
      locale: '/zh/',
      since: days(3),
      base: madeFrom,
      translation: path.relative(process.cwd(), path.join(docs, 'zh/guide/edited.md')),
    });
    const outdated = result.diagnostics.filter((d: { rule: string }) => d.rule === 'i18n/outdated');
    expect(outdated).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: path.relative(process.cwd(), path.join(docs, 'zh/guide/edited.md')),
        hint: `git diff ${madeFrom.slice(0, 10)} -- ${path.relative(process.cwd(), path.join(docs, 'guide/edited.md'))}`,
      }),
    ]);
    // a page in one locale only, and a missing page the locale ignores, are no errors
    expect(result.errors).toBe(0);
    expect(run.code).toBe(0);
  });

  it('makes an outdated translation an error where the site asks, and ignores the messages it names', async () => {
    config(
      `check: { rules: { 'i18n/outdated': 'error' } }, translations: { ignoreCommits: /punctuation/ },`,
    );
    try {
      const run = await runCli(['check', docs, '--json']);
      const result = JSON.parse(run.stdout);
      expect(run.code).toBe(1);
      const outdated = result.diagnostics
        .filter((d: { rule: string }) => d.rule === 'i18n/outdated')
        .map((d: { file: string; severity: string }) => [path.basename(d.file), d.severity]);
      expect(outdated).toEqual([['edited.md', 'error']]);
    } finally {
      config();
    }
  });

  it('prints the table with --translations', async () => {
    const run = await runCli(['check', docs, '--translations']);
    expect(run.stdout).toMatch(/\/zh\/\s+9\s+7 \(78%\)\s+1 \(11%\)\s+1 \(11%\)/);
    expect(run.stdout).toContain(`git diff ${madeFrom.slice(0, 10)} --`);
  });

  it('tells readers of an outdated translation, and builds the status page in both locales', async () => {
    config(`repo: 'example/site', translations: { statusPage: true },`);
    try {
      const out = path.join(repo, 'out');
      const run = await runCli(['build', docs, '--out', out, '--no-compress']);
      expect(run.code).toBe(0);
      const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
      expect(read('zh/guide/edited.html')).toMatch(
        /class="translation-notice outdated"[^>]*>本页译自较早版本的 English 页面[^]*?<a href="\/guide\/edited"/,
      );
      expect(read('zh/guide/front.html')).not.toContain('translation-notice');
      // the page's chunk, which client navigation renders from, written as the page compiled, says so too
      const chunks = readdirSync(path.join(out, 'assets/pages'));
      const chunk = (name: string) =>
        read(`assets/pages/${chunks.find((f) => f.startsWith(name))}`);
      // a module of JSON in a string: its quotes escaped
      expect(chunk('zh_guide_edited.')).toContain('\\"translation\\":{\\"state\\":\\"outdated\\"');
      expect(chunk('zh_guide_front.')).not.toContain('\\"translation\\"');
      const en = read('translations/index.html');
      expect(en).toContain('Translation status');
      expect(en).toMatch(/简体中文<\/td>\s*<td[^>]*>9<\/td>\s*<td[^>]*>7 \(78%\)/);
      expect(en).toContain(`href="https://github.com/example/site/compare/${madeFrom}...main"`);
      const zh = read('zh/translations/index.html');
      expect(zh).toContain('翻译状态');
      expect(zh).toContain('href="/zh/guide/edited"');
    } finally {
      config();
    }
  });
});
