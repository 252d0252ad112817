import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { docsFileFor } from '../../../cli/write/page-assets.ts';

// A bare docs folder whose pages name files beside them by relative paths, as VitePress and VuePress sites do.
let work: string;
let docs: string;
const put = (file: string, text = 'x') => {
  mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
  writeFileSync(path.join(work, file), text);
};

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-assets-'));
  docs = path.join(work, 'docs');
  put('docs/index.md', '# Home\n\n![logo](./images/logo.svg)\n');
  put(
    'docs/guide/setup.md',
    [
      '---',
      'cover: ./cover.svg',
      '---',
      '# Setup',
      '',
      '![shot](./shot.svg)',
      '',
      '![up](../images/logo.svg)',
      '',
      '[the manual](./files/user%20guide.pdf)',
      '',
      '![outside](../../secret.svg)',
      '',
      '[source](./setup.md) and [notes](./notes.txt)',
      '',
      '![linked](./linked.svg)',
      '',
      '[settings](./settings.txt) and [the key](./key.png)',
    ].join('\n'),
  );
  put('docs/guide/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="2"/>');
  put('docs/guide/shot.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>');
  put('docs/images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>');
  put('docs/guide/files/user guide.pdf', '%PDF-1.4');
  put('docs/guide/notes.txt', 'notes');
  put('docs/guide/unnamed.png', 'never named by a page');
  put('secret.svg', '<svg/>');
  put('docs/.site/private.json', '{}');
  symlinkSync(path.join(work, 'secret.svg'), path.join(docs, 'guide/linked.svg'));
  // harmless names leading to the docs folder's secrets
  put('docs/.env', 'TOKEN=1');
  put('docs/.site/key.pem', 'KEY');
  symlinkSync(path.join(docs, '.env'), path.join(docs, 'guide/settings.txt'));
  symlinkSync(path.join(docs, '.site/key.pem'), path.join(docs, 'guide/key.png'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('files pages name by relative paths', () => {
  it("are published where the reference leads from the page's address; others are not", async () => {
    const out = path.join(work, 'dist');
    const result = await build({
      root: docs,
      out,
      logger: createLogger({ quiet: true }),
      compress: false,
    });
    for (const file of [
      'guide/shot.svg',
      'guide/cover.svg',
      'images/logo.svg',
      'guide/files/user guide.pdf',
      'guide/notes.txt',
    ]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(readFileSync(path.join(out, 'guide/files/user guide.pdf'), 'utf8')).toBe('%PDF-1.4');
    // not named by a page, outside the docs folder, or markdown (pages are published as pages)
    for (const file of [
      'guide/unnamed.png',
      'secret.svg',
      'guide/linked.svg',
      'guide/setup.md.html',
      'guide/settings.txt',
      'guide/key.png',
    ])
      expect(existsSync(path.join(out, file)), file).toBe(false);
    // the reference is left as written: from /guide/setup, ./shot.svg is /guide/shot.svg
    const html = readFileSync(path.join(out, 'guide/setup.html'), 'utf8');
    expect(html).toContain('src="./shot.svg"');
    expect(html).toContain('src="../images/logo.svg"');
    expect(html).toContain('<img class="page-cover" src="./cover.svg"');
    expect(result.pages).toHaveLength(2);
  });

  it('the dev server answers media and downloads of the docs folder, but no code, markdown, dotfile or file outside', () => {
    const config = { root: docs };
    expect(docsFileFor(config, 'guide/shot.svg')).toBe(path.join(docs, 'guide/shot.svg'));
    expect(docsFileFor(config, 'guide/files/user guide.pdf')).toBe(
      path.join(docs, 'guide/files/user guide.pdf'),
    );
    for (const relative of [
      'guide/setup.md',
      '.site/private.json',
      '../secret.svg',
      'guide/linked.svg',
      'guide/missing.png',
      'guide/settings.txt',
      'guide/key.png',
    ]) {
      expect(docsFileFor(config, relative), relative).toBeNull();
    }
  });
});
