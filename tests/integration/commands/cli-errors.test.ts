import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

const cli = path.resolve('bin/docs-build.js');
const site = path.resolve(import.meta.dirname, '../../fixtures/site/docs');
let busy: Server;
let port: number;

beforeAll(async () => {
  // preview serves the site's built output, which must exist for it to get as far as listening
  await build({ root: site, logger: createLogger({ quiet: true }) });
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
  port = (busy.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

/** Runs the CLI to its end (killed after 60 s), with what it printed. */
function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('a port that is already taken', () => {
  for (const command of ['dev', 'preview']) {
    it(
      `makes \`${command}\` say so and exit 1, without a stack trace`,
      { timeout: 70_000 },
      async () => {
        const { code, stderr } = await runCli([command, site, '--port', String(port)]);
        expect(code).toBe(1);
        expect(stderr).toContain(`127.0.0.1:${port} is already in use`);
        expect(stderr).not.toMatch(/^\s+at /m);
      },
    );
  }
});

describe('--version', () => {
  it('prints the version in package.json and exits 0', async () => {
    const { version } = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as {
      version: string;
    };
    for (const flag of ['--version', '-v']) {
      const child = spawn(process.execPath, [cli, flag], { stdio: ['ignore', 'pipe', 'ignore'] });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(0);
      expect(stdout.trim()).toBe(version);
    }
  });
});
