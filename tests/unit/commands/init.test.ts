import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { init } from '../../../cli/commands/init.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { newFilesProblems, writeNewFiles } from '../../../cli/write/new-files.ts';

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

/** Every file and folder below `dir`, relative: what init must leave as it found. */
const tree = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).sort();

const thrown = (run: () => unknown): UserError => {
  try {
    run();
  } catch (error) {
    return error as UserError;
  }
  throw new Error('expected an error');
};

describe('docs-build init writes all of the starter or nothing', () => {
  it('a file where a folder goes (`zh`): names it and writes nothing', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));
    const docs = path.join(work, 'docs');
    mkdirSync(docs);
    writeFileSync(path.join(docs, 'zh'), 'notes\n');
    const error = thrown(() => init({ dir: docs }));
    expect(error).toBeInstanceOf(UserError);
    expect(error.diagnostics.map((d) => d.file)).toContain(path.join(docs, 'zh'));
    expect(tree(docs)).toEqual(['zh']);
  });

  it('onto a file, or below one: names it and writes nothing', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));
    const file = path.join(work, 'notes.txt');
    writeFileSync(file, 'mine\n');
    for (const dir of [file, path.join(file, 'docs')]) {
      const error = thrown(() => init({ dir }));
      expect(error).toBeInstanceOf(UserError);
      expect(error.diagnostics[0]).toMatchObject({ rule: 'init/target', file: dir });
    }
    expect(tree(work)).toEqual(['notes.txt']);
  });

  it('never into the file-system root or the home folder', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));
    const home = process.env.HOME;
    process.env.HOME = work;
    try {
      expect(thrown(() => init({ dir: work })).diagnostics[0].rule).toBe('init/target');
    } finally {
      process.env.HOME = home;
    }
    expect(tree(work)).toEqual([]);
    expect(newFilesProblems('/', ['README.md'])[0]).toMatchObject({ rule: 'init/target' });
  });

  it.skipIf(process.getuid?.() === 0)('into a read-only folder: says so and writes nothing', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));
    const docs = path.join(work, 'docs');
    mkdirSync(path.join(docs, 'zh'), { recursive: true });
    chmodSync(path.join(docs, 'zh'), 0o555);
    const error = thrown(() => init({ dir: docs }));
    chmodSync(path.join(docs, 'zh'), 0o755);
    expect(error.diagnostics[0].file).toBe(path.join(docs, 'zh'));
    expect(tree(docs)).toEqual(['zh']);
  });

  it('a write that fails all the same takes back what was written before it', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-'));
    const docs = path.join(work, 'docs');
    const error = thrown(() =>
      writeNewFiles(docs, [
        { relative: 'a/README.md', contents: '# A\n' },
        { relative: `b/${'x'.repeat(300)}.md`, contents: '# B\n' },
      ]),
    );
    expect(error).toBeInstanceOf(UserError);
    expect(error.diagnostics[0].rule).toBe('init/write');
    expect(existsSync(docs)).toBe(false);
  });
});
