import { describe, expect, it } from 'vitest';
import { checkVideoEngines } from '../../../cli/check/video-engines.ts';
import { vendorPlugin } from '../../../cli/bundle/vendor.ts';
import { loadEsbuild } from '../../../cli/core/esbuild-api.ts';
import type { BuiltPage } from '../../../cli/markdown/compile-site.ts';

const props = (value: object) => JSON.stringify(value).replace(/"/g, '&#x22;');

/** A compiled page holding the given players, as the markdown stage writes them. */
function page(players: object[]): BuiltPage {
  const html = players
    .map((p) => `<div data-component="VideoPlayer" data-props="${props(p)}"></div>`)
    .join('\n');
  const source = `# Videos\n\n${players.map((p) => `<VideoPlayer src="${(p as { src: string }).src}" />`).join('\n\n')}\n`;
  return {
    source: { displayPath: 'docs/videos.md', source },
    compiled: { html },
  } as unknown as BuiltPage;
}

describe('videos whose engine is not installed', () => {
  it('are errors naming the package to add, at the line of the player', () => {
    const found = checkVideoEngines(
      [page([{ src: '/a.mp4' }, { src: '/live.m3u8' }, { src: 'stream', type: 'flv' }])],
      (name) => name === 'mpegts.js',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'docs/videos.md', line: 5, rule: 'video/engine' });
    expect(found[0].hint).toContain('npm install --save-dev hls.js');
  });

  it('are nothing when every engine is there', () => {
    expect(checkVideoEngines([page([{ src: '/b.mpd' }])], () => true)).toEqual([]);
  });
});

describe('the vendor plugin', () => {
  it('bundles an import of an engine that is not installed as a module that fails naming it', async () => {
    const esbuild = await loadEsbuild();
    const result = await esbuild.build({
      stdin: { contents: "export const load = () => import('dashjs');", loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      splitting: true,
      outdir: '/out',
      plugins: [vendorPlugin('/', { mermaid: 'assets/vendor/mermaid.js' })],
      logLevel: 'silent',
    });
    const text = result.outputFiles.map((f) => f.text).join('\n');
    expect(text).toContain('dashjs is not installed');
    expect(text).toContain('npm install --save-dev dashjs');
  });
});
