import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-config-throws-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a config that throws while it loads', () => {
  it('is an error at the line and column of its own file that threw, also in a file it imports', async () => {
    const site = path.join(work, 'docs', '.site');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(work, 'docs', 'README.md'), '# Home\n');
    writeFileSync(
      path.join(site, 'nav.ts'),
      "export const nav = [];\n\nexport function sidebar(): never {\n  throw new Error('sidebar missing');\n}\n",
    );
    writeFileSync(
      path.join(site, 'config.ts'),
      "import { sidebar } from './nav.ts';\n\nexport default {\n  title: 'x',\n  sidebar: sidebar(),\n};\n",
    );
    const { code, stderr } = await runCli(['check', 'docs'], { cwd: work });
    expect(code).toBe(1);
    expect(stderr).toContain(`${path.join('docs', '.site', 'nav.ts')}:4:9`);
    expect(stderr).toContain('sidebar missing');
    expect(stderr).toContain('[config/load]');
  }, 120_000);
});
