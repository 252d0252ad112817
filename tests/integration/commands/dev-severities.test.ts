import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dev } from '../../../cli/commands/dev.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-dev-rules-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A page with another tool's component, served by `dev` under the given config; its status and text. */
async function serve(name: string, config: string) {
  const docs = path.join(work, name, 'docs');
  mkdirSync(path.join(docs, '.site'), { recursive: true });
  writeFileSync(path.join(docs, '.site/config.ts'), config);
  writeFileSync(path.join(docs, 'index.md'), '# Home\n\nSince <Version>4.0</Version>, it works.\n');
  const server = await dev({
    root: docs,
    port: 0,
    logger: createLogger({ quiet: true }),
    warm: false,
  });
  try {
    const res = await fetch(server.url);
    return { status: res.status, text: await res.text() };
  } finally {
    await server.close();
  }
}

describe("dev applies the site's rule settings to pages, as build does", () => {
  it(
    'serves a page whose only errors the config lowered to warnings, and stops one it did not',
    { timeout: 60_000 },
    async () => {
      const lowered = await serve(
        'lowered',
        "export default { check: { rules: { 'component/render': 'warning' } } };\n",
      );
      expect(lowered.status).toBe(200);
      expect(lowered.text).toContain('it works.');
      const strict = await serve('strict', 'export default {};\n');
      expect(strict.status).toBe(500);
      expect(strict.text).toMatch(/unknown component &lt;Version&gt;/);
    },
  );
});
