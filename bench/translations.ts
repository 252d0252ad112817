// Translation status on a synthetic bilingual repository: 5,000 English pages and their 5,000 Chinese translations,
// then 300 commits editing English pages (text, front matter only, whitespace only, messages marked [i18nIgnore])
// and now and then translating some again. Prints what following the translations costs a build (translationStatus:
// the pairing and the one `git cat-file` process), beside the one `git log` walk the build makes anyway.
//   node --import tsx bench/translations.ts [pages per locale] [commits]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../cli/foreign/site-config.ts';
import { readGitHistory } from '../cli/site/git.ts';
import { scanSite } from '../cli/site/scan.ts';
import { translationStatus } from '../cli/site/translations.ts';

const PAGES = Number(process.argv[2] ?? 5000);
const COMMITS = Number(process.argv[3] ?? 300);
const RUNS = 7;

let seed = 7;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};

const file = (i: number, zh: boolean) =>
  `docs/${zh ? 'zh/' : ''}guide/g${Math.floor(i / 100)}/p${i}.md`;
const page = (i: number, zh: boolean, version: number, order = 0, wrap = false) => {
  const text = zh
    ? `第 ${i} 页的内容，第 ${version} 版。挂载存储之前，请先确认账号可以正常登录。`
    : `Page ${i}, version ${version}. Before mounting a storage, make sure the account signs in.`;
  return `---\ntitle: ${zh ? '页面' : 'Page'} ${i}\norder: ${order}\n---\n\n${wrap ? text.replace(/ /g, '\n') : text}\n`;
};

/** The repository as one `git fast-import` stream: far quicker than 300 `git commit`s over 10,000 files. */
function history(): string {
  const parts: string[] = [];
  let time = 1_700_000_000;
  const commit = (message: string, files: [string, string][]) => {
    time += 3600;
    parts.push(
      `commit refs/heads/main\nauthor A <a@example.org> ${time} +0000\ncommitter A <a@example.org> ${time} +0000\n`,
      `data ${Buffer.byteLength(message)}\n${message}\n`,
    );
    for (const [name, text] of files)
      parts.push(`M 100644 inline ${name}\ndata ${Buffer.byteLength(text)}\n${text}\n`);
  };
  const version = new Array(PAGES).fill(0);
  const config = `export default { title: 'Bench', locales: { '/': { lang: 'en-US', name: 'English' }, '/zh/': { lang: 'zh-CN', name: '简体中文' } } };\n`;
  const english = Array.from({ length: PAGES }, (_, i) => [file(i, false), page(i, false, 0)]);
  commit('English pages', [['docs/.site/config.ts', config], ...(english as [string, string][])]);
  const chinese = Array.from({ length: PAGES }, (_, i) => [file(i, true), page(i, true, 0)]);
  commit('Chinese pages', chinese as [string, string][]);
  for (let c = 0; c < COMMITS; c++) {
    const kind = c % 20;
    const edits: [string, string][] = [];
    for (let k = 0; k < 5; k++) {
      const i = random(PAGES);
      if (kind < 12) edits.push([file(i, false), page(i, false, ++version[i])]);
      else if (kind < 15) edits.push([file(i, false), page(i, false, version[i], c)]);
      else if (kind < 17) edits.push([file(i, false), page(i, false, version[i], 0, true)]);
      else edits.push([file(i, false), page(i, false, ++version[i])]);
      // now and then the translation catches up
      if (kind === 5) edits.push([file(i, true), page(i, true, version[i])]);
    }
    commit(kind >= 17 ? `Typos [i18nIgnore] ${c}` : `Edit ${c}`, edits);
  }
  return parts.join('');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const repo = mkdtempSync(path.join(os.tmpdir(), 'docs-build-bench-i18n-'));
try {
  mkdirSync(repo, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  execFileSync('git', ['fast-import', '--quiet'], { cwd: repo, input: history() });
  execFileSync('git', ['checkout', '-q', '-f', 'main'], { cwd: repo });
  writeFileSync(path.join(repo, '.git', 'info', 'exclude'), 'node_modules\n');
  const root = path.join(repo, 'docs');
  const config = await loadConfig(root);
  const { pages } = scanSite(config);
  const log: number[] = [];
  const status: number[] = [];
  let counts: Record<string, number> = {};
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const git = readGitHistory(root);
    log.push(performance.now() - started);
    started = performance.now();
    const records = translationStatus(config, pages, git);
    status.push(performance.now() - started);
    counts = {};
    for (const r of records) counts[r.state] = (counts[r.state] ?? 0) + 1;
  }
  const ms = (values: number[]) => `${Math.round(median(values))} ms`;
  console.log(
    `${pages.length} pages, ${COMMITS + 2} commits; translations: ${JSON.stringify(counts)}`,
  );
  console.log(`git log walk (shared with contributors): median ${ms(log)} of ${RUNS}`);
  console.log(
    `translation status: median ${ms(status)} (min ${Math.round(Math.min(...status))}, max ${Math.round(Math.max(...status))}) of ${RUNS}`,
  );
} finally {
  rmSync(repo, { recursive: true, force: true });
}
