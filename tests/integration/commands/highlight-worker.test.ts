import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Code blocks are coloured, and the search index and the client bundle are made, on worker threads when the CLI
// runs from its bundle.
// The workers must be an optimisation only: the same site built with them and without gives the same bytes.
const cli = path.resolve('bin/docs-build.js');
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-worker-'));
  const docs = path.join(work, 'docs');
  const block = (lang: string, body: string, info = '') =>
    `\`\`\`${lang}${info}\n${body}\n\`\`\`\n`;
  for (let i = 0; i < 12; i++) {
    const page = [
      `# Page ${i}\n`,
      block(
        'ts',
        `export const size${i} = ${i} * 2;\nconsole.log(size${i}); // [!code highlight]`,
        ' {1}',
      ),
      block('bash', `mkdir -p /opt/tool-${i}\ncd /opt/tool-${i}`),
      // the same block on every page: coloured once, served to all of them
      block('json', '{ "port": 5244, "cache": true }'),
      block('yaml', `name: page-${i}\nitems: [${i}, ${i + 1}]`, ' title="settings.yml"'),
      block('nosuchlanguage', 'plain text'),
    ].join('\n');
    mkdirSync(path.join(docs, 'guide'), { recursive: true });
    writeFileSync(path.join(docs, i ? `guide/page-${i}.md` : 'index.md'), page);
  }
  // a component of the site's own: its client bundle is the site's, made anew with --clean, where a
  // bundle of docs-build's files alone may be kept with the installation (and taken on the main thread)
  mkdirSync(path.join(docs, '.site/components'), { recursive: true });
  writeFileSync(
    path.join(docs, '.site/config.ts'),
    "export default { title: 'T', components: { Hello: { path: './components/Hello.tsx' } } };\n",
  );
  writeFileSync(
    path.join(docs, '.site/components/Hello.tsx'),
    'export default function Hello() {\n  return <p>Hello</p>;\n}\n',
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function buildWith(
  out: string,
  env: NodeJS.ProcessEnv,
  docs = 'docs',
  nodeFlags: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [...nodeFlags, cli, 'build', docs, '--out', out, '--clean', '--timings'],
      { cwd: work, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const files = (root: string, dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? files(root, file) : [path.relative(root, file)];
    })
    .sort();

describe('highlighting and search indexing on worker threads', () => {
  it('gives the same output as highlighting on the main thread', async () => {
    const withWorker = await buildWith(path.join(work, 'out-worker'), {});
    const withoutWorker = await buildWith(path.join(work, 'out-main'), { DOCS_BUILD_WORKERS: '0' });
    expect(withWorker.code, withWorker.output).toBe(0);
    expect(withoutWorker.code, withoutWorker.output).toBe(0);
    // three distinct blocks a page, and the shared JSON and plain-text blocks once each
    expect(withWorker.output).toMatch(/highlighted: 38 code blocks on [12] worker threads?/);
    expect(withoutWorker.output).toMatch(/highlighted: 38 code blocks on the main thread/);
    expect(withWorker.output).toContain('search index: made on a worker thread');
    expect(withoutWorker.output).not.toContain('search index: made on a worker thread');
    // the client bundle too, so pages compile while esbuild calls back into its plugins
    expect(withWorker.output).toContain('client bundle: made on a worker thread');
    expect(withoutWorker.output).not.toContain('client bundle: made on a worker thread');
    const a = files(path.join(work, 'out-worker'));
    expect(a).toEqual(files(path.join(work, 'out-main')));
    expect(a.filter((f) => f.endsWith('.html')).length).toBeGreaterThanOrEqual(12);
    for (const file of a) {
      expect(
        readFileSync(path.join(work, 'out-worker', file)).equals(
          readFileSync(path.join(work, 'out-main', file)),
        ),
        file,
      ).toBe(true);
    }
    const page = readFileSync(path.join(work, 'out-worker/guide/page-3.html'), 'utf8');
    expect(page).toContain('class="shiki');
    expect(page).toContain('settings.yml');
  }, 120_000);

  it("makes every locale's search index on one worker, the same as on the main thread", async () => {
    // a bare folder whose zh/ mirrors it becomes a second locale; the worker takes the two indexes in turn
    const docs = path.join(work, 'two-locales');
    for (const [file, text] of Object.entries({
      'index.md': '# Home\n\nStorage drivers and their options.\n',
      'guide/mount.md': '# Mounting\n\nAdd a storage, then mount it.\n',
      'zh/index.md': '# 首页\n\n存储驱动及其选项。\n',
      'zh/guide/mount.md': '# 挂载\n\n添加存储，然后挂载。\n',
    })) {
      mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      writeFileSync(path.join(docs, file), text);
    }
    const withWorker = await buildWith(path.join(work, 'out-locales-worker'), {}, 'two-locales');
    const withoutWorker = await buildWith(
      path.join(work, 'out-locales-main'),
      { DOCS_BUILD_WORKERS: '0' },
      'two-locales',
    );
    expect(withWorker.code, withWorker.output).toBe(0);
    expect(withoutWorker.code, withoutWorker.output).toBe(0);
    expect(withWorker.output).toContain('search index: made on a worker thread');
    const search = (out: string) =>
      files(path.join(work, out)).filter((f) => f.startsWith(`assets${path.sep}search`));
    const made = search('out-locales-worker');
    expect(made.some((f) => f.includes(`search${path.sep}zh`))).toBe(true);
    expect(made).toEqual(search('out-locales-main'));
    for (const file of made) {
      expect(
        readFileSync(path.join(work, 'out-locales-worker', file)).equals(
          readFileSync(path.join(work, 'out-locales-main', file)),
        ),
        file,
      ).toBe(true);
    }
  }, 120_000);

  it('keeps its workers when node runs with V8 flags, which a worker refuses', async () => {
    const result = await buildWith(path.join(work, 'out-flags'), {}, 'docs', ['--stack-size=984']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/highlighted: 38 code blocks on [12] worker threads?/);
    expect(result.output).toContain('search index: made on a worker thread');
  }, 120_000);

  it('fails fast on a page that cannot be parsed, however much code it holds', async () => {
    // blocks are coloured before their page is parsed; a page refused at its first line must not leave the worker
    // colouring 20 MB of code nobody will see (about a minute here) before the process can exit
    const docs = path.join(work, 'hostile');
    mkdirSync(docs, { recursive: true });
    const block = `\`\`\`js\n${Array.from({ length: 1_700 }, (_, i) => `const v${i} = f(${i}) + 'x';`).join('\n')}\n\`\`\`\n`;
    writeFileSync(
      path.join(docs, 'index.md'),
      `${'- '.repeat(10_000)}x\n\n${Array.from({ length: 400 }, (_, i) => block.replace('f(', `f${i}(`)).join('\n')}`,
    );
    const started = Date.now();
    const result = await buildWith(path.join(work, 'out-hostile'), {}, 'hostile');
    expect(result.code).toBe(1);
    expect(result.output).toContain('markdown/nesting');
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 120_000);

  it('a cold build starts the worker early, and a site without code exits all the same', async () => {
    // a cold build has the worker load shiki before any block is found; unused, it must not hold the process open
    mkdirSync(path.join(work, 'prose'), { recursive: true });
    writeFileSync(path.join(work, 'prose/index.md'), '# Only words\n\nNo code on this page.\n');
    const started = Date.now();
    const result = await buildWith(path.join(work, 'out-prose'), {}, 'prose');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/highlighted: 0 code blocks on 1 worker thread/);
    // the hang this guards against lasted until the test's own timeout
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);
});
