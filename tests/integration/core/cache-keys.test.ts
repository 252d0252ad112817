import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';
import { runCli } from '../../helpers/cli.ts';

const logger = createLogger({ quiet: true });
/** What the launcher hands the CLI: the key of the code it runs (cli/core/toolchain.ts). */
const KEY_ENV = 'DOCS_BUILD_TOOLCHAIN_KEY';

describe('caches follow everything the output is made from', () => {
  let work: string;
  beforeAll(() => {
    work = copyFixture(path.resolve('tests/fixtures/site'));
  });
  afterAll(() => {
    delete process.env[KEY_ENV];
    rmSync(work, { recursive: true, force: true });
  });

  it('a build by other code (another toolchain key) reuses no page and no coloured block', async () => {
    const run = () =>
      build({ root: path.join(work, 'docs'), out: path.join(work, 'dist'), logger });
    process.env[KEY_ENV] = 'toolchain-a';
    const cold = await run();
    expect(cold.highlighted.blocks).toBeGreaterThan(0);
    expect((await run()).highlighted.blocks).toBe(0);
    process.env[KEY_ENV] = 'toolchain-b';
    expect((await run()).highlighted.blocks).toBe(cold.highlighted.blocks);
  }, 240_000);

  it("the CLI bundle's key covers routes, the text tables, the markdown packages and the templates", async () => {
    // a run makes the bundle current
    expect((await runCli(['--version'])).code).toBe(0);
    const manifest = JSON.parse(
      readFileSync(path.resolve('node_modules/.cache/docs-build/cli-manifest.json'), 'utf8'),
    ) as { key?: string; inputs: Record<string, string> };
    expect(manifest.key).toBeTruthy();
    const inputs = Object.keys(manifest.inputs).map((f) => path.relative(process.cwd(), f));
    for (const file of [
      'runtime/shared/routes.ts',
      'runtime/shared/texts/en.ts',
      'runtime/shared/texts/zh.ts',
      'cli/markdown/pipeline.ts',
      'templates/page.html',
    ])
      expect(inputs, file).toContain(file);
    for (const bundled of ['node_modules/micromark/', 'node_modules/remark-parse/'])
      expect(
        inputs.some((f) => f.startsWith(bundled)),
        bundled,
      ).toBe(true);
    expect(statSync(path.resolve('templates/page.html')).isFile()).toBe(true);
  }, 180_000);
});
