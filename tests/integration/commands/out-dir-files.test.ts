import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { UserError } from '../../../cli/diagnostics/diagnostic.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { OUTPUT_MARKER } from '../../../cli/write/out-dir.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';

const logger = createLogger({ quiet: true });
/** The list of the files a build wrote, beside the marker. */
const OUTPUT_MANIFEST = '.docs-build-files';

/** The error a build ended with, or null when it succeeded. */
const failure = (options: Parameters<typeof build>[0]) =>
  build(options).then(
    () => null,
    (error: unknown) => error as UserError,
  );

describe('output folders that are links, or inside the static-files folder', () => {
  let work: string;
  let docs: string;
  beforeAll(() => {
    work = copyFixture(path.resolve('tests/fixtures/site'));
    docs = path.join(work, 'docs');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes through a symlinked --out into the folder it leads to, keeping the link', async () => {
    const target = path.join(work, 'deploy', 'site');
    mkdirSync(target, { recursive: true });
    const link = path.join(work, 'out-link');
    symlinkSync(target, link);
    for (let round = 0; round < 2; round++) {
      await build({ root: docs, out: link, logger });
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(existsSync(path.join(target, 'index.html'))).toBe(true);
      expect(existsSync(path.join(target, OUTPUT_MARKER))).toBe(true);
    }
    // nothing was left beside the link
    expect(readdirSync(work).filter((f) => f.startsWith('.out-link'))).toEqual([]);
  }, 180_000);

  it('refuses a link that leads nowhere, and leaves it', async () => {
    const link = path.join(work, 'broken-link');
    symlinkSync(path.join(work, 'no-such-folder'), link);
    const error = await failure({ root: docs, out: link, logger });
    expect(error).toBeInstanceOf(UserError);
    expect(error!.diagnostics[0]).toMatchObject({ rule: 'build/out-dir' });
    expect(error!.diagnostics[0].hint).toContain('no-such-folder');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('refuses an output inside the static-files folder, which every build copies', async () => {
    const before = readdirSync(path.join(work, 'public'));
    const error = await failure({ root: docs, out: path.join(work, 'public', 'site'), logger });
    expect(error).toBeInstanceOf(UserError);
    expect(error!.diagnostics[0]).toMatchObject({ rule: 'build/out-dir' });
    expect(error!.diagnostics[0].message).toContain('static-files folder');
    expect(readdirSync(path.join(work, 'public'))).toEqual(before);
  });
});

describe('files a person added to a built output', () => {
  let work: string;
  let docs: string;
  let out: string;
  beforeAll(() => {
    work = copyFixture(path.resolve('tests/fixtures/site'));
    docs = path.join(work, 'docs');
    out = path.join(work, 'dist');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('are kept by the next builds, and named', async () => {
    await build({ root: docs, out, logger });
    expect(readFileSync(path.join(out, OUTPUT_MANIFEST), 'utf8')).toContain('index.html');
    writeFileSync(path.join(out, 'verify.txt'), 'site verification');
    mkdirSync(path.join(out, 'downloads', 'empty'), { recursive: true });
    writeFileSync(path.join(out, 'downloads', 'tool.zip'), 'zip');
    for (let round = 0; round < 2; round++) {
      const result = await build({ root: docs, out, logger });
      expect(readFileSync(path.join(out, 'verify.txt'), 'utf8')).toBe('site verification');
      expect(readFileSync(path.join(out, 'downloads', 'tool.zip'), 'utf8')).toBe('zip');
      expect(existsSync(path.join(out, 'downloads', 'empty'))).toBe(true);
      const notice = result.warnings.find((w) => w.rule === 'build/kept-files');
      expect(notice?.message).toContain('verify.txt');
      expect(notice?.message).toContain('downloads/tool.zip');
    }
  }, 240_000);

  it('stop a build that would write over one, and leave the output as it was', async () => {
    writeFileSync(path.join(out, 'extra.html'), 'my own page');
    writeFileSync(path.join(docs, 'extra.md'), '# Extra\n');
    const error = await failure({ root: docs, out, logger });
    expect(error).toBeInstanceOf(UserError);
    expect(error!.diagnostics[0]).toMatchObject({ rule: 'build/kept-files' });
    expect(error!.diagnostics[0].message).toContain('extra.html');
    expect(readFileSync(path.join(out, 'extra.html'), 'utf8')).toBe('my own page');
    expect(existsSync(path.join(out, 'verify.txt'))).toBe(true);
  }, 120_000);

  it('are deleted with --empty-out-dir, each named', async () => {
    const result = await build({ root: docs, out, logger, emptyOutDir: true });
    expect(readFileSync(path.join(out, 'extra.html'), 'utf8')).not.toBe('my own page');
    expect(existsSync(path.join(out, 'verify.txt'))).toBe(false);
    const notice = result.warnings.find((w) => w.rule === 'build/kept-files');
    expect(notice?.message).toContain('verify.txt');
    expect(notice?.message).toContain('extra.html');
  }, 120_000);
});
