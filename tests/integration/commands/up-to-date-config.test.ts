import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { tempDir } from '../../temp-dir.ts';

// The stamp that answers an unchanged rebuild before the build loads must know the files the config imports from
// outside the docs folder: an edit there is an edit to the site.
describe('an unchanged rebuild', () => {
  it('builds again when a file the config imports from outside the docs folder changed', async () => {
    const work = tempDir('docs-build-stamp-config-');
    const docs = path.join(work, 'docs');
    const out = path.join(work, 'dist');
    mkdirSync(path.join(docs, '.site'), { recursive: true });
    mkdirSync(path.join(work, 'shared'));
    const shared = path.join(work, 'shared/names.ts');
    writeFileSync(shared, "export const title = 'First Title';\n");
    writeFileSync(
      path.join(docs, '.site/config.ts'),
      "import { title } from '../../shared/names.ts';\nexport default { title };\n",
    );
    writeFileSync(path.join(docs, 'index.md'), '# Home\n\nText.\n');
    const build = () => runCli(['build', docs, '--out', out, '--no-compress']);
    expect((await build()).code).toBe(0);
    const again = await build();
    expect(again.output).toMatch(/nothing changed/);
    writeFileSync(shared, "export const title = 'Second Title';\n");
    const edited = await build();
    expect(edited.code).toBe(0);
    expect(edited.output).not.toMatch(/nothing changed/);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Second Title');
  }, 180_000);
});
