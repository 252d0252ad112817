import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { check } from '../../../cli/commands/check.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

const logger = createLogger({ quiet: true });
let work: string;
let docs: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-links-'));
  docs = path.join(work, 'site', 'docs');
  mkdirSync(path.join(docs, 'guide'), { recursive: true });
  mkdirSync(path.join(docs, 'extra'), { recursive: true });
  writeFileSync(path.join(work, 'host'), 'secret-host-name\n');
  writeFileSync(path.join(docs, 'index.md'), '# Home\n');
  writeFileSync(path.join(docs, 'guide/real.md'), '# Real\n');
  // a link to a page inside the docs folder is fine, and so is a linked folder that stays inside
  symlinkSync('real.md', path.join(docs, 'guide/alias.md'));
  symlinkSync('guide', path.join(docs, 'mirror'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `check` with one extra symlink page, and returns the page-symlink diagnostics. */
async function checkWithLink(name: string, target: string) {
  const link = path.join(docs, 'extra', name);
  symlinkSync(target, link);
  try {
    const result = await check({ root: docs, logger });
    return result.diagnostics.filter((d) => d.severity === 'error');
  } finally {
    rmSync(link);
  }
}

describe('symlinked pages', () => {
  it('publishes links that stay inside the docs folder', async () => {
    const result = await check({ root: docs, logger });
    expect(result.errors).toBe(0);
    expect(result.pages).toBe(5); // index, real, alias, and the mirrored folder's real and alias
  });

  it('a page linked from outside the docs folder is an error, and the build publishes nothing of it', async () => {
    const errors = await checkWithLink('host.md', path.join(work, 'host'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ rule: 'page/symlink', line: 1, column: 1 });
    expect(errors[0].file).toMatch(/extra[/\\]host\.md$/);
    expect(errors[0].message).toContain('outside the docs folder');

    const link = path.join(docs, 'extra/host.md');
    symlinkSync(path.join(work, 'host'), link);
    try {
      expect(await build({ root: docs, logger }).catch((e: unknown) => e)).toBeInstanceOf(
        UserError,
      );
      const llms = path.join(work, 'site/dist/llms-full.txt');
      expect(existsSync(llms) ? readFileSync(llms, 'utf8') : '').not.toContain('secret-host-name');
    } finally {
      rmSync(link);
    }
  });

  it('a dangling link is an error that says so, not ENOENT', async () => {
    const errors = await checkWithLink('gone.md', 'nowhere.md');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/`nowhere\.md` points to a file that does not exist/);
    expect(errors[0].hint).toBeTruthy();
  });

  it('a looping link is an error that says so, not ELOOP', async () => {
    symlinkSync('loop-b.md', path.join(docs, 'extra/loop-a.md'));
    try {
      const errors = await checkWithLink('loop-b.md', 'loop-a.md');
      expect(errors.map((d) => path.basename(d.file)).sort()).toEqual(['loop-a.md', 'loop-b.md']);
      expect(errors.every((d) => /loops back on itself/.test(d.message))).toBe(true);
    } finally {
      rmSync(path.join(docs, 'extra/loop-a.md'));
    }
  });

  it('a page or folder linked to a hidden file of the docs folder is not a page', async () => {
    writeFileSync(path.join(docs, '.env.md'), 'TOKEN=secret-token\n');
    mkdirSync(path.join(docs, '.drafts'));
    writeFileSync(path.join(docs, '.drafts/plan.md'), '# secret plan\n');
    symlinkSync('.drafts', path.join(docs, 'plans'));
    try {
      const errors = await checkWithLink('env.md', path.join(docs, '.env.md'));
      expect(errors.map((d) => [d.rule, path.basename(d.file)])).toEqual([
        ['page/symlink', 'env.md'],
      ]);
      expect(errors[0].message).toContain('hidden file');
      const result = await check({ root: docs, logger });
      expect(result.pages).toBe(5); // the linked dot-folder adds none
    } finally {
      rmSync(path.join(docs, 'plans'));
      rmSync(path.join(docs, '.drafts'), { recursive: true });
      rmSync(path.join(docs, '.env.md'));
    }
  });
});
