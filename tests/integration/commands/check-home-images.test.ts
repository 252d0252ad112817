import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../../cli/commands/check.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';

let work: string;

beforeAll(() => {
  work = copyFixture(path.resolve('tests/fixtures/site'));
  // the fixture's public/ holds logo.svg: the paths naming it resolve, every other local one is missing
  writeFileSync(
    path.join(work, 'docs/README.md'),
    [
      '---',
      'home: true',
      'heroImage: /logo.svg',
      'heroImageDark: /hero-dark.svg',
      'bgImage: https://example.com/bg.png',
      'bgImageDark: /bg-dark.svg',
      'features:',
      '  - title: One',
      '    iconImage: /one.svg',
      'highlights:',
      '  - header: Pictures',
      '    image: /logo.svg',
      '    imageDark: /panel-dark.svg',
      '    bgImage: ./panel-bg.png',
      '    bgImageDark: data:image/png;base64,AAAA',
      '    highlights:',
      '      - title: Two',
      '        iconImage: /two.svg',
      '---',
      '',
      'Home.',
      '',
    ].join('\n'),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('check on home page images', () => {
  it('reports each missing local image the front matter names, at its line, and nothing else', async () => {
    const { diagnostics } = await check({
      root: path.join(work, 'docs'),
      logger: createLogger({ quiet: true }),
    });
    // the English home page only: the temporary folder's random name may itself hold "zh"
    const home = path.join(work, 'docs', 'README.md');
    const missing = diagnostics.filter(
      (d) => d.rule === 'asset/missing' && path.resolve(d.file) === home,
    );
    expect(missing.map((d) => [d.line, d.severity, d.message.split(' ')[0]])).toEqual([
      [4, 'error', '`/hero-dark.svg`'],
      [6, 'error', '`/bg-dark.svg`'],
      [9, 'error', '`/one.svg`'],
      [13, 'error', '`/panel-dark.svg`'],
      [14, 'error', '`./panel-bg.png`'],
      [18, 'error', '`/two.svg`'],
    ]);
  }, 60_000);
});
