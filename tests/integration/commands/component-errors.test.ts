import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-component-errors-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
  writeFileSync(path.join(work, file), text);
}

describe("a site's own component that cannot be bundled", () => {
  it('is an error at its import, with nothing written, not a stack trace', async () => {
    write(
      'docs/.site/config.ts',
      "export default { title: 'T', components: { Hello: { path: './components/Hello.tsx' } } };\n",
    );
    write(
      'docs/.site/components/Hello.tsx',
      "import { greeting } from './missing.ts';\n\nexport default function Hello() {\n  return <p>{greeting}</p>;\n}\n",
    );
    write('docs/index.md', '# Home\n\n<Hello />\n');
    const out = path.join(work, 'out');
    const failure = await build({
      root: path.join(work, 'docs'),
      out,
      logger: createLogger({ quiet: true }),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UserError);
    const [first] = (failure as UserError).diagnostics;
    expect({ ...first, file: path.resolve(first.file) }).toMatchObject({
      file: path.join(work, 'docs/.site/components/Hello.tsx'),
      line: 1,
      column: 26,
      rule: 'component/bundle',
      message: expect.stringContaining('Could not resolve "./missing.ts"'),
    });
  });
});
