import { existsSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { check } from '../../../cli/commands/check.ts';
import { dev } from '../../../cli/commands/dev.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';

const logger = createLogger({ quiet: true });

describe('page files with long names', () => {
  let work: string;
  beforeAll(() => {
    work = copyFixture(path.resolve('tests/fixtures/site'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a name just inside the limit builds: its chunk gets a shorter name', async () => {
    const name = 'b'.repeat(247);
    writeFileSync(path.join(work, 'docs', `${name}.md`), '# Long\n');
    const out = path.join(work, 'dist');
    await build({ root: path.join(work, 'docs'), out, logger });
    expect(existsSync(path.join(out, `${name}.html`))).toBe(true);
    expect(existsSync(path.join(out, `${name}.html.br`))).toBe(true);
    const chunks = readdirSync(path.join(out, 'assets', 'pages'));
    expect(chunks.some((f) => f.startsWith('bbbb'))).toBe(true);
    expect(Math.max(...chunks.map((f) => Buffer.byteLength(f)))).toBeLessThanOrEqual(255);
    unlinkSync(path.join(work, 'docs', `${name}.md`));
  }, 180_000);

  it('a 253-byte file name is an error naming the page and what to do, before anything is written', async () => {
    const file = `${'a'.repeat(250)}.md`;
    writeFileSync(path.join(work, 'docs', file), '# Too long\n');
    const out = path.join(work, 'dist-long');
    const error = await build({ root: path.join(work, 'docs'), out, logger }).catch(
      (e: unknown) => e as UserError,
    );
    expect(error).toBeInstanceOf(UserError);
    const problem = (error as UserError).diagnostics.find((d) => d.rule === 'site/name-too-long');
    expect(problem?.file).toContain(file);
    expect(problem?.hint).toMatch(/rename/);
    expect(existsSync(out)).toBe(false);
  }, 180_000);

  it('check and dev report the same name as build does', async () => {
    const file = `${'c'.repeat(250)}.md`;
    writeFileSync(path.join(work, 'docs', file), '# Too long\n');
    try {
      const checked = await check({ root: path.join(work, 'docs'), logger });
      const problem = checked.diagnostics.find(
        (d) => d.rule === 'site/name-too-long' && d.file.includes(file),
      );
      expect(problem?.severity).toBe('error');
      const told: string[] = [];
      const keep = (line: string) => void told.push(line);
      const server = await dev({
        root: path.join(work, 'docs'),
        port: 0,
        warm: false,
        logger: { info: keep, warn: keep, error: keep, progress: keep },
      });
      await server.close();
      expect(told.some((line) => line.includes('site/name-too-long') && line.includes(file))).toBe(
        true,
      );
    } finally {
      unlinkSync(path.join(work, 'docs', file));
    }
  }, 180_000);
});
