import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetStamp,
  inputStamp,
  keepStamp,
  unchangedBuild,
  type BuildRequest,
} from '../../../cli/write/up-to-date.ts';
import { gitHead } from '../../../cli/site/git-head.ts';

let work: string;
let request: BuildRequest;
const summary = { pages: 1, pagesPerLocale: { '/': 1 }, files: 2, bytes: 10 };
const extra = () => ({
  folders: [path.join(work, 'public')],
  files: [path.join(work, 'shared.md')],
});

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-up-to-date-'));
  const root = path.join(work, 'docs');
  for (const dir of ['docs/.site', 'public', 'dist'])
    mkdirSync(path.join(work, dir), { recursive: true });
  writeFileSync(path.join(root, 'README.md'), '# Home\n');
  writeFileSync(path.join(root, '.site/config.ts'), 'export default {};\n');
  writeFileSync(path.join(work, 'public/logo.svg'), '<svg/>');
  writeFileSync(path.join(work, 'shared.md'), 'included\n');
  writeFileSync(path.join(work, 'dist/index.html'), '<p>Home</p>');
  request = { root, out: path.join(work, 'dist'), options: { compress: true } };
  keepStamp(request, { inputs: inputStamp(request), extra: extra(), summary });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const unchanged = (asked = request) => unchangedBuild(asked, inputStamp(asked));

describe('whether a build would change nothing', () => {
  it('is so when nothing it read or wrote changed', () => {
    expect(unchanged()).toEqual(summary);
  });

  it('is not when a page, the config, a static file or an included file changed', () => {
    for (const file of ['docs/README.md', 'docs/.site/config.ts', 'public/logo.svg', 'shared.md']) {
      keepStamp(request, { inputs: inputStamp(request), extra: extra(), summary });
      writeFileSync(path.join(work, file), 'changed, and longer than before\n');
      expect(unchanged(), file).toBeNull();
    }
  });

  it('keeps hashes of what it compares, not the stamps: its file stays small whatever the site', () => {
    for (let i = 0; i < 200; i++) writeFileSync(path.join(work, `docs/page-${i}.md`), `# ${i}\n`);
    keepStamp(request, { inputs: inputStamp(request), extra: extra(), summary });
    expect(unchanged()).toEqual(summary);
    const kept = readdirSync(path.join(work, 'docs/.cache'), { recursive: true }) as string[];
    const file = kept.find((name) => name.endsWith('.json'))!;
    expect(inputStamp(request).length).toBeGreaterThan(10_000);
    expect(statSync(path.join(work, 'docs/.cache', file)).size).toBeLessThan(1_000);
  });

  it('is not when a page is added, or a file in the output was touched', () => {
    writeFileSync(path.join(work, 'docs/new.md'), '# New\n');
    expect(unchanged()).toBeNull();
    rmSync(path.join(work, 'docs/new.md'));
    expect(unchanged()).toEqual(summary);
    utimesSync(path.join(work, 'dist/index.html'), new Date(), new Date(2000, 1, 1));
    expect(unchanged()).toBeNull();
  });

  it('is not with other options, or once forgotten', () => {
    expect(unchanged({ ...request, options: { compress: false } })).toBeNull();
    forgetStamp(request);
    expect(unchanged()).toBeNull();
  });

  it('is not when a file of the theme changed', () => {
    const runtime = path.join(work, 'runtime');
    mkdirSync(runtime);
    writeFileSync(path.join(runtime, 'Layout.tsx'), 'export const a = 1;\n');
    const stamped = (dir: string) => unchangedBuild(request, inputStamp(request, dir));
    keepStamp(request, { inputs: inputStamp(request, runtime), extra: extra(), summary });
    expect(stamped(runtime)).toEqual(summary);
    // same size and modification time, as an upgrade installs it: only the change time differs
    const when = new Date(2000, 1, 1);
    utimesSync(path.join(runtime, 'Layout.tsx'), when, when);
    keepStamp(request, { inputs: inputStamp(request, runtime), extra: extra(), summary });
    writeFileSync(path.join(runtime, 'Layout.tsx'), 'export const b = 2;\n');
    utimesSync(path.join(runtime, 'Layout.tsx'), when, when);
    expect(stamped(runtime)).toBeNull();
  });

  it('follows the commit the repository is at', () => {
    const git = path.join(work, '.git');
    mkdirSync(path.join(git, 'refs/heads'), { recursive: true });
    writeFileSync(path.join(git, 'HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(path.join(git, 'refs/heads/main'), 'a'.repeat(40));
    expect(gitHead(request.root)).toBe('a'.repeat(40));
    keepStamp(request, { inputs: inputStamp(request), extra: extra(), summary });
    writeFileSync(path.join(git, 'refs/heads/main'), 'b'.repeat(40));
    expect(unchanged()).toBeNull();
  });
});
