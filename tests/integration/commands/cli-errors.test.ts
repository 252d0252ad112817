import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { runCli } from '../../helpers/cli.ts';

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

describe('a port that is already taken', () => {
  for (const command of ['dev', 'preview']) {
    it(
      `makes \`${command} --strict-port\` say so and exit 1, without a stack trace`,
      { timeout: 70_000 },
      async () => {
        const { code, stderr } = await runCli(
          [command, site, '--port', String(port), '--strict-port'],
          {
            timeout: 60_000,
          },
        );
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
      const { code, stdout } = await runCli([flag]);
      expect(code).toBe(0);
      expect(stdout.trim()).toBe(version);
    }
  });
});
