import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev } from '../../../cli/commands/dev.ts';
import { preview } from '../../../cli/commands/preview.ts';
import type { Logger } from '../../../cli/diagnostics/logger.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-busy-port-'));
let busy: Server;
let port: number;

/** A logger that keeps what it was told. */
function recorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (m: string) => void lines.push(m);
  return { lines, info: keep, warn: keep, error: keep, progress: keep };
}

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
  port = (busy.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => busy.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

describe('a busy port without --strict-port', () => {
  it('moves dev to the next free port and says so', { timeout: 60_000 }, async () => {
    const docs = path.join(work, 'docs');
    mkdirSync(docs, { recursive: true });
    writeFileSync(path.join(docs, 'index.md'), '# Home\n');
    const logger = recorder();
    const server = await dev({ root: docs, port, logger, warm: false });
    try {
      const served = Number(new URL(server.url).port);
      expect(served).toBeGreaterThan(port);
      expect((await fetch(server.url)).status).toBe(200);
      expect(logger.lines.join('\n')).toContain(`port ${port} is in use, using ${served}`);
    } finally {
      await server.close();
    }
  });

  it('moves preview to the next free port and says so', async () => {
    const dist = path.join(work, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><p>built');
    const logger = recorder();
    const server = await preview({ dir: dist, port, logger });
    try {
      const served = (server.address() as { port: number }).port;
      expect(served).toBeGreaterThan(port);
      expect(await (await fetch(`http://127.0.0.1:${served}/`)).text()).toContain('built');
      expect(logger.lines.join('\n')).toContain(`port ${port} is in use, using ${served}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
