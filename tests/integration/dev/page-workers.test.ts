import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import type { Logger } from '../../../cli/diagnostics/logger.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-dev-workers-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Resolves once `condition` holds, checking every 50 ms; fails after `timeout` ms. */
async function until(condition: () => boolean, timeout = 30_000) {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The dev server in this process, its pages compiled by the bundled CLI's page workers (the launcher
 * makes the bundle; this process runs the sources, which start the bundle's workers).
 */
async function devWithWorkers(root: string, logger: Logger) {
  expect((await runCli(['--version'])).code).toBe(0);
  const { CLI_MANIFEST } = await import('../../../cli/core/toolchain.ts');
  const manifest = JSON.parse(readFileSync(CLI_MANIFEST, 'utf8')) as { entry: string; key: string };
  process.env.DOCS_BUILD_TOOLCHAIN_KEY = manifest.key;
  // the budget a page's compile gets, on its worker and in the pool
  process.env.DOCS_BUILD_PAGE_TIMEOUT_MS = '5000';
  const { useCliBundle } = await import('../../../cli/core/cli-workers.ts');
  useCliBundle(path.dirname(manifest.entry));
  const { dev } = await import('../../../cli/commands/dev.ts');
  return dev({ root, port: 0, logger, warm: false });
}

describe('dev compiles pages off the request path', () => {
  it(
    'answers other pages while one page is stuck compiling, then reports that page with its file',
    { timeout: 90_000 },
    async () => {
      const docs = path.join(work, 'docs');
      mkdirSync(docs, { recursive: true });
      writeFileSync(path.join(docs, 'index.md'), '# Home\n\nWelcome.\n');
      writeFileSync(path.join(docs, 'other.md'), '# Other\n\nAnswered at once.\n');
      // micromark needs minutes for this paragraph: the page runs into the budget
      writeFileSync(path.join(docs, 'stuck.md'), `# Stuck\n\n${'*a_'.repeat(30_000)}\n`);
      const lines: string[] = [];
      const keep = (m: string) => void lines.push(m);
      const logger = { info: keep, warn: keep, error: keep, progress: keep };
      const server = await devWithWorkers(docs, logger);
      try {
        let stuckDone = false;
        const stuck = fetch(new URL('stuck', server.url)).then(async (response) => {
          stuckDone = true;
          return { status: response.status, text: await response.text() };
        });
        // the stuck page is on a worker now
        await until(() => server.site.pages?.pool?.busy === 1);
        const other = await fetch(new URL('other', server.url));
        expect(other.status).toBe(200);
        expect(await other.text()).toContain('Answered at once.');
        expect(stuckDone).toBe(false);
        const failed = await stuck;
        expect(failed.status).toBe(500);
        expect(failed.text).toContain('stuck.md');
        expect(failed.text).toMatch(/took longer than 5 s/);
        // its worker was replaced: pages still compile
        const home = await fetch(server.url);
        expect(await home.text()).toContain('Welcome.');
      } finally {
        await server.close();
      }
    },
  );
});
