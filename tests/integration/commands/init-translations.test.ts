import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

// A new bilingual site grows one English page at a time: the Chinese side serves it, with a notice, until it is
// translated, and neither check nor build fails on it.
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-i18n-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("init's starter and a page not translated yet", () => {
  it('checks and builds clean, and serves the English page at its Chinese path with a notice', async () => {
    const docs = path.join(work, 'docs');
    expect((await runCli(['init', docs])).code).toBe(0);
    writeFileSync(
      path.join(docs, 'guide/deploy.md'),
      '---\ntitle: Deploying\n---\n\n# Deploying\n\nCopy the dist folder to any static host.\n',
    );
    const check = await runCli(['check', docs, '--json']);
    expect(JSON.parse(check.stdout)).toMatchObject({ errors: 0, warnings: 0 });
    expect(check.code).toBe(0);
    const out = path.join(work, 'out');
    const build = await runCli(['build', docs, '--out', out, '--no-compress']);
    expect(build.code).toBe(0);
    const zh = readFileSync(path.join(out, 'zh/guide/deploy.html'), 'utf8');
    expect(zh).toMatch(/<html lang="zh-CN">/);
    expect(zh).toMatch(/class="translation-notice fallback"[^>]*>本页尚未翻译/);
    expect(zh).toMatch(/<div id="content" class="theme-content" lang="en-US">/);
    expect(zh).toContain('Copy the dist folder to any static host.');
    // the English page itself has no notice
    const en = readFileSync(path.join(out, 'guide/deploy.html'), 'utf8');
    expect(en).not.toContain('translation-notice');
  });
});
