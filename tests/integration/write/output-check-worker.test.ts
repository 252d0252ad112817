import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { AtomicOutput } from '../../../cli/write/output.ts';
import { previousOutput, recordOutput } from '../../../cli/write/output-manifest.ts';

// A large earlier output is checked on the bundled CLI's worker (the launcher makes the bundle; this process runs
// the sources, which start the bundle's worker), which reads the manifest itself.
const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-output-check-'));
const target = path.join(work, 'dist');
const cacheDir = path.join(work, 'cache');
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  expect((await runCli(['--version'])).code).toBe(0);
  const { CLI_MANIFEST } = await import('../../../cli/core/toolchain.ts');
  const manifest = JSON.parse(readFileSync(CLI_MANIFEST, 'utf8')) as { entry: string; key: string };
  const { useCliBundle } = await import('../../../cli/core/cli-workers.ts');
  useCliBundle(path.dirname(manifest.entry));
  const output = new AtomicOutput(target, false, null);
  for (const name of ['index.html', 'guide/a.html', 'guide/b.html'])
    await output.write(name, `the page ${name}`);
  await output.commit();
  recordOutput({ cacheDir, useCache: true }, output, false);
}, 120_000);

// every output counts as large here
const checkedAside = () => previousOutput({ cacheDir, useCache: true }, target, false, 0)!.checked;

describe('the check of a large output on a worker', () => {
  it('finds it intact, with the files a person added', async () => {
    writeFileSync(path.join(target, 'notes.txt'), 'theirs');
    expect(await checkedAside()).toEqual({ intact: true, others: ['notes.txt'], onWorker: true });
  });

  it('finds a file changed by hand', async () => {
    writeFileSync(path.join(target, 'guide/a.html'), 'edited by hand, and longer');
    expect(await checkedAside()).toMatchObject({ intact: false, onWorker: true });
  });
});
