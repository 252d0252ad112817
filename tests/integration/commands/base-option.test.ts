import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../../e2e/fixture-copy.ts';
import { runCli } from '../../helpers/cli.ts';

describe('--base', () => {
  let work: string;
  beforeAll(() => {
    work = copyFixture(path.resolve('tests/fixtures/site'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('refuses a relative or dotted base, with the path to give instead, and writes nothing', async () => {
    for (const base of ['../../x', 'x/../y', '/a/../b/', '//cdn.example.com/']) {
      const { code, stderr } = await runCli(['build', 'docs', '--base', base], { cwd: work });
      expect(code, base).toBe(1);
      expect(stderr, base).toContain('[config/base]');
      expect(stderr, base).not.toMatch(/^\s+at /m);
    }
    const { stderr } = await runCli(['build', 'docs', '--base', '../../x'], { cwd: work });
    expect(stderr).toContain('--base /x/');
    expect(existsSync(path.join(work, 'dist'))).toBe(false);
  }, 120_000);

  it('preview refuses one too', async () => {
    const { code, stderr } = await runCli(['preview', 'docs', '--base', '../x', '--port', '0'], {
      cwd: work,
    });
    expect(code).toBe(1);
    expect(stderr).toContain('[config/base]');
  }, 60_000);
});
