import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

const logger = createLogger({ quiet: true });
const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-boundary-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a page showing a file of another package', () => {
  it(
    'is refused outside the repository, and built once a repository holds both, without --clean',
    { timeout: 60_000 },
    async () => {
      // packages/docs is a project of its own; packages/core is beside it, outside it until a repository holds both
      const docs = path.join(work, 'packages/docs/docs');
      mkdirSync(docs, { recursive: true });
      mkdirSync(path.join(work, 'packages/core'), { recursive: true });
      writeFileSync(path.join(work, 'packages/docs/package.json'), '{}');
      writeFileSync(path.join(work, 'packages/core/answer.ts'), 'export const answer = 42;\n');
      writeFileSync(path.join(docs, 'index.md'), '# Answer\n\n<<< ../../core/answer.ts\n');
      const first = await build({ root: docs, logger }).catch((error: unknown) => error);
      expect(first).toBeInstanceOf(UserError);
      expect((first as UserError).diagnostics.map((d) => d.message)).toEqual([
        expect.stringMatching(/outside the repository/),
      ]);
      mkdirSync(path.join(work, '.git'));
      const second = await build({ root: docs, logger });
      expect(readFileSync(path.join(second.out, 'index.html'), 'utf8')).toContain('answer');
    },
  );
});
