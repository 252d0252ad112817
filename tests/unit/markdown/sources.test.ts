import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeDiagram } from '../../../cli/markdown/plugins/rehype-diagrams.ts';
import { expandIncludes } from '../../../cli/markdown/source/include.ts';
import { decodeCompressed } from '../../../runtime/islands/inflate.ts';
import { engineFor, playerLabels } from '../../../runtime/islands/media-engines.ts';
import { tempDir } from '../../temp-dir.ts';

describe('includes', () => {
  const dir = tempDir('docs-build-include-');
  writeFileSync(
    path.join(dir, 'part.md'),
    '---\ntitle: x\n---\none\ntwo\nthree\n<!-- #region steps -->\nstep\n<!-- #endregion steps -->\n',
  );
  writeFileSync(path.join(dir, 'nested.md'), 'before\n<!-- @include: ./part.md{5-6} -->\n');
  const page = path.join(dir, 'page.md');

  it('includes a whole file, a line range (counted from the top of the file) or a region, recursively', () => {
    expect(
      expandIncludes('<!-- @include: ./part.md{4-5} -->', {
        file: page,
        displayPath: 'page.md',
        root: dir,
      }).source,
    ).toBe('one\ntwo');
    expect(
      expandIncludes('<!-- @include: ./part.md#steps -->', {
        file: page,
        displayPath: 'page.md',
        root: dir,
      }).source,
    ).toBe('step');
    const nested = expandIncludes('<!-- @include: ./nested.md -->', {
      file: page,
      displayPath: 'page.md',
      root: dir,
    });
    expect(nested.source).toBe('before\ntwo\nthree\n');
    expect(nested.files.map((f) => path.basename(f))).toEqual(['nested.md', 'part.md']);
  });

  it('names both files when the included one is missing', () => {
    const { diagnostics } = expandIncludes('text\n<!-- @include: ./gone.md -->', {
      file: page,
      displayPath: 'docs/page.md',
      root: dir,
    });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      file: 'docs/page.md',
      line: 2,
      column: 1,
      rule: 'include/missing',
    });
    expect(diagnostics[0].message).toContain('gone.md');
  });
});

describe('compressed diagram data', () => {
  it('round-trips through the browser decoder', () => {
    expect(decodeCompressed(encodeDiagram('graph LR\n  A[中文] --> B'))).toBe(
      'graph LR\n  A[中文] --> B',
    );
  });
  it.each([
    ['3q2+7w==', 'invalid block type'],
    [encodeDiagram('graph LR\n  A --> B --> C --> D').slice(0, 8), 'unexpected end of data'],
  ])('names the failure for %s', (data, kind) => {
    expect(() => decodeCompressed(data)).toThrow(kind);
  });
});

describe('video engines', () => {
  it.each([
    ['a.mp4', undefined, 'native'],
    ['a.m3u8?x=1', undefined, 'hls'],
    ['a.mpd', undefined, 'dash'],
    ['a.flv', undefined, 'mpegts'],
    ['stream', 'hls', 'hls'],
    ['a.xyz', undefined, null],
  ])('%s (%s) → %s', (src, type, engine) => expect(engineFor(src, type)).toBe(engine));
  it('has labels in the supported player languages, English otherwise', () => {
    expect(playerLabels('zh-CN').failed).toBe('无法播放此视频。');
    expect(playerLabels('pt').failed).toBe('This video cannot be played.');
  });
});
