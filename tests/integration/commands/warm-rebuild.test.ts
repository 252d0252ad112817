import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { tempDir } from '../../temp-dir.ts';

// A rebuild after an edit does the work that depends on the edit: what an earlier build kept and
// nothing changed is taken as it is, without a worker thread started to find it.
describe('a rebuild after one edit', () => {
  it('takes the kept client bundle on the main thread, and shows the edit with its new code coloured', async () => {
    const work = tempDir('docs-build-warm-rebuild-');
    const docs = path.join(work, 'docs');
    const out = path.join(work, 'dist');
    mkdirSync(docs);
    writeFileSync(path.join(docs, 'index.md'), '# Home\n\nFirst text.\n');
    writeFileSync(path.join(docs, 'other.md'), '# Other\n\nMore text.\n');
    const build = () => runCli(['build', docs, '--out', out, '--no-compress', '--timings']);
    const first = await build();
    expect(first.code, first.output).toBe(0);
    const entry = /assets\/entry-client\.[\w-]+\.js/.exec(
      readFileSync(path.join(out, 'index.html'), 'utf8'),
    )?.[0];
    expect(entry).toBeTruthy();
    // no colouring worker is started early for a rebuild: the CLI starts one for the new block
    writeFileSync(
      path.join(docs, 'index.md'),
      '# Home\n\nEdited text.\n\n```ts\nconst edited = 1;\n```\n',
    );
    const again = await build();
    expect(again.code, again.output).toBe(0);
    expect(again.output).not.toMatch(/nothing changed/);
    expect(again.output).not.toContain('client bundle: made on a worker thread');
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('Edited text.');
    expect(html).toMatch(
      /<pre class="shiki[^"]*"[^>]*>.*<span style="color:#[0-9A-F]{6}[^"]*">const<\/span>/s,
    );
    expect(html).toContain(entry);
    // an edit to the text beside blocks coloured before: no colouring worker at all
    writeFileSync(
      path.join(docs, 'index.md'),
      '# Home\n\nEdited again.\n\n```ts\nconst edited = 1;\n```\n',
    );
    const third = await build();
    expect(third.code, third.output).toBe(0);
    expect(third.output).toContain('highlighted: 0 code blocks on the main thread');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Edited again.');
  }, 120_000);
});
