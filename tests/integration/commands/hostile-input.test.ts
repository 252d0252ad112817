import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../../e2e/fixture-copy.ts';
import { runCli } from '../../helpers/cli.ts';

let work: string;

beforeAll(() => {
  work = copyFixture(path.resolve('tests/fixtures/site'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a page whose front matter is code', () => {
  it(
    'is refused at 1:4 by check and build, and its code never runs',
    { timeout: 240_000 },
    async () => {
      const proof = path.join(work, 'front-matter-ran.txt');
      for (const lang of ['js', 'javascript']) {
        writeFileSync(
          path.join(work, 'docs/guide/evil.md'),
          `---${lang}\n{ title: require('fs').writeFileSync(${JSON.stringify(proof)}, 'ran') || 'Evil' }\n---\n\nBody\n`,
        );
        for (const command of ['check', 'build']) {
          const { code, stderr } = await runCli([command, 'docs'], { cwd: work });
          expect(code, `${command} ${lang}`).toBe(1);
          expect(stderr).toMatch(
            /docs\/guide\/evil\.md:1:4 .*front matter in `(js|javascript)` is not read/,
          );
          expect(stderr).not.toMatch(/^\s+at /m);
          expect(existsSync(proof), `${command} ${lang}`).toBe(false);
        }
      }
    },
  );
});
