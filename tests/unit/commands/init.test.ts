import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { init } from '../../../cli/commands/init.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('docs-build init', () => {
  it('writes a config with both locales, a home page and a guide per locale', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));
    const { files } = init({ dir: path.join(work, 'docs') });
    expect(files).toEqual(
      expect.arrayContaining([
        '.site/config.ts',
        'README.md',
        'guide/README.md',
        'zh/README.md',
        'zh/guide/README.md',
      ]),
    );
    const config = readFileSync(path.join(work, 'docs/.site/config.ts'), 'utf8');
    expect(config).toContain("from 'docs-build'");
    expect(config).toMatch(/'\/zh\/': \{\n\s+lang: 'zh-CN'/);
  });

  it('overwrites nothing: one existing file and it writes no file at all', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));
    const docs = path.join(work, 'docs');
    mkdirSync(path.join(docs, 'guide'), { recursive: true });
    writeFileSync(path.join(docs, 'guide/README.md'), 'mine\n');
    let error: unknown;
    try {
      init({ dir: docs });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).diagnostics.map((d) => d.file)).toEqual([
      path.join(docs, 'guide/README.md'),
    ]);
    expect(readFileSync(path.join(docs, 'guide/README.md'), 'utf8')).toBe('mine\n');
    expect(existsSync(path.join(docs, '.site/config.ts'))).toBe(false);
  });
});
