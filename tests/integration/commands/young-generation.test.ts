import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../../helpers/cli.ts';

// A build runs with a larger young generation than V8's default (bin/docs-build.js says why), which
// V8 takes only when the process starts: the launcher runs the build in a child process with it.
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-young-'));
  mkdirSync(path.join(work, 'docs/.site'), { recursive: true });
  writeFileSync(path.join(work, 'docs/index.md'), '# Home\n\nOne page.\n');
  // the site's own config runs in the build's process: it tells the flags that process has
  writeFileSync(
    path.join(work, 'docs/.site/config.ts'),
    [
      "import { writeFileSync } from 'node:fs';",
      "writeFileSync('flags.json', JSON.stringify(process.execArgv));",
      "export default { title: 'T' };",
    ].join('\n'),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function build(nodeFlags: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [...nodeFlags, cli, 'build', 'docs', '--out', 'out', '--clean'],
      { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const flags = (): string[] => JSON.parse(readFileSync(path.join(work, 'flags.json'), 'utf8'));

describe("a build's young generation", () => {
  it('is 32 MB a semi-space, unless the user gave a size', async () => {
    const plain = await build([]);
    expect(plain.code, plain.output).toBe(0);
    expect(flags()).toContain('--max-semi-space-size=32');
    expect(readFileSync(path.join(work, 'out/index.html'), 'utf8')).toContain('One page.');
    const given = await build(['--max-semi-space-size=8']);
    expect(given.code, given.output).toBe(0);
    expect(flags().filter((flag) => flag.startsWith('--max-semi-space-size'))).toEqual([
      '--max-semi-space-size=8',
    ]);
  }, 120_000);
});
