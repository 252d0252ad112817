import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../cli/foreign/site-config.ts';
import { tempDir } from '../../temp-dir.ts';

// A site's config is bundled (with esbuild, in a process of its own) only when a file it is made from changed.
const bundled = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../cli/core/esbuild-api.ts', async (original) => {
  const actual = await original<typeof import('../../../cli/core/esbuild-api.ts')>();
  return {
    ...actual,
    loadEsbuild: async () => {
      const esbuild = await actual.loadEsbuild();
      return {
        ...esbuild,
        build: (...args: Parameters<typeof esbuild.build>) => {
          bundled.count += 1;
          return esbuild.build(...args);
        },
      };
    },
  };
});

const defineConfig = JSON.stringify(path.resolve('cli/config/define-config.ts'));

describe('the config of a site', () => {
  it('is bundled again only when a file it imports changed', async () => {
    const docs = path.join(tempDir('docs-build-kept-config-'), 'docs');
    mkdirSync(path.join(docs, '.site'), { recursive: true });
    writeFileSync(
      path.join(docs, '.site/config.ts'),
      `import { defineConfig } from ${defineConfig};\nimport { title } from './title.ts';\n` +
        `export default defineConfig({ title });\n`,
    );
    const title = path.join(docs, '.site/title.ts');
    writeFileSync(title, `export const title = 'First';\n`);
    expect((await loadConfig(docs)).title).toBe('First');
    expect(bundled.count).toBe(1);
    expect((await loadConfig(docs)).title).toBe('First');
    expect(bundled.count).toBe(1);
    writeFileSync(title, `export const title = 'Second';\n`);
    expect((await loadConfig(docs)).title).toBe('Second');
    expect(bundled.count).toBe(2);
    // `--clean`: nothing kept is taken
    expect((await loadConfig(docs, { keep: false })).title).toBe('Second');
    expect(bundled.count).toBe(3);
  });
});
