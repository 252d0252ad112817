import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dev } from '../../../cli/commands/dev.ts';
import type { Logger } from '../../../cli/diagnostics/logger.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-dev-recovery-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A logger that keeps what it was told. */
function recorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (m: string) => void lines.push(m);
  return { lines, info: keep, warn: keep, error: keep, progress: keep };
}

/** Resolves once `condition` holds, checking every 100 ms; fails after `timeout` ms. */
async function until(condition: () => boolean | Promise<boolean>, timeout = 20_000) {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function site(name: string, pages: Record<string, string>) {
  const docs = path.join(work, name, 'docs');
  mkdirSync(docs, { recursive: true });
  for (const [file, text] of Object.entries(pages)) writeFileSync(path.join(docs, file), text);
  return docs;
}

describe('dev recovers', () => {
  it(
    'serves the new pages when the docs folder is removed and made again',
    { timeout: 60_000 },
    async () => {
      const docs = site('checkout', { 'index.md': '# Home\n\nOn the first branch.\n' });
      const server = await dev({ root: docs, port: 0, logger: recorder(), warm: false });
      try {
        expect(await (await fetch(server.url)).text()).toContain('On the first branch.');
        rmSync(docs, { recursive: true });
        // the server has seen the folder go, as after checking out a branch without it
        await until(async () => (await fetch(server.url)).status === 404);
        site('checkout', {
          'index.md': '# Home\n\nOn the second branch.\n',
          'new.md': '# New\n\nOnly on the second branch.\n',
        });
        await until(async () =>
          (await (await fetch(server.url)).text()).includes('On the second branch.'),
        );
        const added = await fetch(new URL('new', server.url));
        expect(added.status).toBe(200);
        expect(await added.text()).toContain('Only on the second branch.');
      } finally {
        await server.close();
      }
    },
  );

  it(
    'says so in the terminal when a page that failed builds again',
    { timeout: 60_000 },
    async () => {
      const docs = site('fixed', { 'index.md': '# Home\n\nFine.\n' });
      const logger = recorder();
      const server = await dev({ root: docs, port: 0, logger, warm: false });
      try {
        await fetch(server.url);
        writeFileSync(path.join(docs, 'index.md'), '# Home\n\nSince <Version>4.0</Version>.\n');
        await until(() => logger.lines.some((l) => l.includes('unknown component')));
        writeFileSync(path.join(docs, 'index.md'), '# Home\n\nFixed.\n');
        await until(() => logger.lines.some((l) => /index\.md builds again/.test(l)));
        expect((await fetch(server.url)).status).toBe(200);
      } finally {
        await server.close();
      }
    },
  );

  it('warns when the folder holds no pages, saying what to do', { timeout: 60_000 }, async () => {
    const docs = site('empty', {});
    const logger = recorder();
    const server = await dev({ root: docs, port: 0, logger, warm: false });
    try {
      expect(logger.lines.join('\n')).toMatch(/holds no pages.*docs-build init/);
      expect(logger.lines.join('\n')).toMatch(/0 pages, serving/);
    } finally {
      await server.close();
    }
  });

  it(
    'serves a page missing in a locale as its fallback, with the notice a build gives it',
    { timeout: 60_000 },
    async () => {
      const docs = site('fallback', {
        'index.md': '# Home\n',
        'only-english.md': '# Only English\n\nWritten in English alone.\n',
      });
      mkdirSync(path.join(docs, 'zh'));
      writeFileSync(path.join(docs, 'zh', 'index.md'), '# 首页\n');
      mkdirSync(path.join(docs, '.site'));
      writeFileSync(
        path.join(docs, '.site', 'config.ts'),
        `export default { locales: { '/': { lang: 'en-US', name: 'English' }, '/zh/': { lang: 'zh-CN', missing: 'fallback' } } };`,
      );
      const server = await dev({ root: docs, port: 0, logger: recorder(), warm: false });
      try {
        const served = await fetch(new URL('zh/only-english', server.url));
        expect(served.status).toBe(200);
        const html = await served.text();
        expect(html).toContain('Written in English alone.');
        expect(html).toMatch(/class="translation-notice fallback"/);
      } finally {
        await server.close();
      }
    },
  );
});
