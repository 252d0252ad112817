import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../../e2e/fixture-copy.ts';

const cli = path.resolve('bin/docs-build.js');
let work: string;

beforeAll(() => {
  work = copyFixture(path.resolve('tests/fixtures/site'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function runCli(args: string[]): { code: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: work,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stderr: result.stderr };
}

describe('a page whose front matter is code', () => {
  it('is refused at 1:4 by check and build, and its code never runs', { timeout: 240_000 }, () => {
    const proof = path.join(work, 'front-matter-ran.txt');
    for (const lang of ['js', 'javascript']) {
      writeFileSync(
        path.join(work, 'docs/guide/evil.md'),
        `---${lang}\n{ title: require('fs').writeFileSync(${JSON.stringify(proof)}, 'ran') || 'Evil' }\n---\n\nBody\n`,
      );
      for (const command of ['check', 'build']) {
        const { code, stderr } = runCli([command, 'docs']);
        expect(code, `${command} ${lang}`).toBe(1);
        expect(stderr).toMatch(
          /docs\/guide\/evil\.md:1:4 .*front matter in `(js|javascript)` is not read/,
        );
        expect(stderr).not.toMatch(/^\s+at /m);
        expect(existsSync(proof), `${command} ${lang}`).toBe(false);
      }
    }
  });
});
