import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../../cli/core/package-resolution.ts';
import { externalPackages, packageVersions, toolchainKeyOf } from '../../../cli/core/toolchain.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-toolchain-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the toolchain key every cache is keyed with', () => {
  it('changes with the content of any one input file, and with any one package version', () => {
    const files = ['routes.ts', 'en.ts', 'remark.js'].map((name) => path.join(work, name));
    for (const file of files) writeFileSync(file, `// ${path.basename(file)}\n`);
    const versions = { 'node_modules/shiki': '4.0.0', 'node_modules/micromark': '4.0.2' };
    const before = toolchainKeyOf(files, versions);
    expect(toolchainKeyOf([...files].reverse(), { ...versions })).toBe(before);
    for (const file of files) {
      writeFileSync(file, '// changed\n');
      expect(toolchainKeyOf(files, versions), file).not.toBe(before);
      writeFileSync(file, `// ${path.basename(file)}\n`);
    }
    for (const name of Object.keys(versions))
      expect(toolchainKeyOf(files, { ...versions, [name]: '9.9.9' }), name).not.toBe(before);
    expect(toolchainKeyOf(files, versions)).toBe(before);
  });

  it("names the packages a bundle leaves installed, however esbuild's metafile writes them", () => {
    const shiki = path.join(PACKAGE_ROOT, 'node_modules/shiki/dist/index.mjs');
    const metafile = {
      outputs: {
        'main.cjs': {
          imports: [
            { path: pathToFileURL(shiki).href, external: true },
            {
              path: path.join(PACKAGE_ROOT, 'node_modules/@shikijs/core/dist/x.js'),
              external: true,
            },
            { path: 'react-dom/server', external: true },
            { path: 'node:fs', external: true },
            { path: path.join(PACKAGE_ROOT, 'cli/main.ts') },
          ],
        },
      },
    };
    expect(externalPackages(metafile)).toEqual(['@shikijs/core', 'react-dom', 'shiki']);
  });

  it('counts the versions of what those packages depend on, and packages that are missing', () => {
    const versions = packageVersions(['shiki', 'no-such-package-here']);
    expect(versions['node_modules/shiki']).toMatch(/^\d+\.\d+\.\d+/);
    expect(versions['node_modules/@shikijs/core']).toMatch(/^\d+\.\d+\.\d+/);
    expect(versions['no-such-package-here (missing)']).toBe('missing');
  });
});
