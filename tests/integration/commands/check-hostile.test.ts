import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { check } from '../../../cli/commands/check.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';

let work: string;
const docs = (rel: string) => path.join(work, 'docs', rel);

beforeAll(() => {
  work = copyFixture(path.resolve('tests/fixtures/site'));
  writeFileSync(
    docs('zh/guide/mixed.md'),
    '---\ntitle: 混合\n---\n\n见 [英文页面](/guide/getting-started.md) 与 [中文页面](./getting-started.md)。\n',
  );
  writeFileSync(docs('guide/we#ird?.md'), '# Weird\n');
  writeFileSync(
    docs('guide/latin1.md'),
    Buffer.concat([
      Buffer.from('---\ntitle: Latin\n---\n\nCaf'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]),
  );
  writeFileSync(docs('guide/nul.md'), '---\ntitle: Nul\n---\n\nA\u0000B\n');
  writeFileSync(
    docs('guide/scripted.md'),
    [
      '---',
      'title: Scripted',
      '---',
      '',
      '[run](javascript:alert(1)) and <a href=" JavaScript:alert(2)">spaced</a>',
      '',
      '<img src="x.png" onerror="alert(3)">',
      '',
      '[bad anchor](#%E0%A4%A) and [fine](#%E4%B8%AD)',
      '',
    ].join('\n'),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('check on inputs a writer did not mean', () => {
  it('reports each at its place, and nothing raw', async () => {
    const { diagnostics } = await check({
      root: path.join(work, 'docs'),
      logger: createLogger({ quiet: true }),
    });
    const find = (file: string, rule: string) =>
      diagnostics.filter((d) => d.file.endsWith(file) && d.rule === rule);
    expect(find('zh/guide/mixed.md', 'link/cross-locale')).toEqual([
      expect.objectContaining({ severity: 'warning', line: 5, column: 3 }),
    ]);
    expect(find('guide/we#ird?.md', 'file/name')).toEqual([
      expect.objectContaining({ severity: 'error' }),
    ]);
    expect(find('guide/latin1.md', 'file/encoding')).toEqual([
      expect.objectContaining({ severity: 'warning', line: 5, column: 4 }),
    ]);
    expect(find('guide/nul.md', 'file/encoding')).toEqual([
      expect.objectContaining({ severity: 'warning', line: 5, column: 2 }),
    ]);
    expect(find('guide/scripted.md', 'html/script-url').map((d) => d.line)).toEqual([5, 5]);
    expect(find('guide/scripted.md', 'html/inline-handler')).toEqual([
      expect.objectContaining({ severity: 'warning', line: 7 }),
    ]);
    expect(find('guide/scripted.md', 'link/malformed')).toEqual([
      expect.objectContaining({ severity: 'error', line: 9, column: 1 }),
    ]);
    expect(
      diagnostics.filter((d) => d.rule === 'markdown/compile' || d.rule === 'internal'),
    ).toEqual([]);
  }, 60_000);
});

describe('an author, category or tag of the wrong form', () => {
  it('is an error for check, and a warning for build, which drops the value and goes on', async () => {
    const dir = copyFixture(path.resolve('tests/fixtures/site'));
    try {
      writeFileSync(
        path.join(dir, 'docs/guide/deep-dive.md'),
        '---\ntitle: Deep\ntag: [ok, 3]\nauthor: {url: x}\n---\n\nText.\n',
      );
      const logger = createLogger({ quiet: true });
      const checked = await check({ root: path.join(dir, 'docs'), logger });
      expect(
        checked.diagnostics
          .filter((d) => d.rule === 'frontmatter/taxonomy')
          .map((d) => [d.severity, d.line]),
      ).toEqual([
        ['error', 3],
        ['error', 4],
      ]);
      const built = await build({ root: path.join(dir, 'docs'), logger });
      expect(built.warnings.filter((d) => d.rule === 'frontmatter/taxonomy')).toHaveLength(2);
      expect(
        built.pages.find((p) => p.data.route === '/guide/deep-dive')!.data.frontmatter,
      ).not.toHaveProperty('tag');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
