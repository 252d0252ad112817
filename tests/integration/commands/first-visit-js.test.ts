import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

// issue 48's budget for the JavaScript a first visit loads, gzipped; React's DOM runtime is most of it
const BUDGET_KB = 80;
const fixture = path.resolve(import.meta.dirname, '../../fixtures/site');
let work: string;
let out: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-first-visit-'));
  cpSync(fixture, work, { recursive: true, filter: (src) => !src.includes(`${path.sep}dist`) });
  // the fixture config imports defineConfig relatively; keep that path valid from the copy
  const config = path.join(work, 'docs/.site/config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      /from '.*define-config\.ts'/,
      `from ${JSON.stringify(path.resolve('cli/config/define-config.ts'))}`,
    ),
  );
  out = path.join(work, 'dist');
  await build({
    root: path.join(work, 'docs'),
    out,
    compress: false,
    logger: createLogger({ quiet: true }),
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The scripts a page's HTML names: its module entry and every module it preloads. */
function namedScripts(html: string): string[] {
  const srcs = [
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((m) => m[1]);
  return [...new Set(srcs)];
}

describe('first visit', () => {
  it.each(['index.html', 'guide/getting-started.html', 'zh/guide/getting-started.html'])(
    '%s names at most 80 KB of gzipped JavaScript',
    (page) => {
      const scripts = namedScripts(readFileSync(path.join(out, page), 'utf8'));
      expect(scripts.some((s) => s.includes('entry-client'))).toBe(true);
      const bytes = scripts.reduce(
        (sum, src) => sum + gzipSync(readFileSync(path.join(out, src))).length,
        0,
      );
      expect(bytes / 1024).toBeLessThanOrEqual(BUDGET_KB);
    },
  );
});
