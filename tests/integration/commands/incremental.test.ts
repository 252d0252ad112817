import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';

// A copy of the small fixture site, edited at random (seeded) between builds: each build after the
// first writes only what changed in place, and must leave the same bytes as a clean build.
const logger = createLogger({ quiet: true });
let work: string;
let docs: string;
let out: string;

/** A small seeded generator, so a failure can be run again with the same edits. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every file below `dir` with its bytes, by relative path. */
function contents(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) files.set(name, readFileSync(file));
  }
  return files;
}

const times = (dir: string) =>
  [...contents(dir).keys()].map((name) => [name, statSync(path.join(dir, name)).mtimeMs]);

function expectSameFiles(actual: string, expected: string) {
  const [a, b] = [contents(actual), contents(expected)];
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  const differing = [...a].filter(([name, bytes]) => !bytes.equals(b.get(name)!));
  expect(differing.map(([name]) => name)).toEqual([]);
}

const pages = () =>
  (readdirSync(docs, { recursive: true }) as string[]).filter(
    (name) => name.endsWith('.md') && !name.startsWith('.') && !name.endsWith('README.md'),
  );

/**
 * One random edit: a sentence added, the title changed (its neighbours' prev/next and the sidebar
 * name it), a code block added, the page removed, a page added beside it, the site's title changed.
 */
function edit(next: () => number, round: number) {
  const all = pages();
  const name = all[Math.floor(next() * all.length)];
  const file = path.join(docs, name);
  const text = readFileSync(file, 'utf8');
  const kind = Math.floor(next() * 6);
  if (kind === 0) writeFileSync(file, `${text}\n\nOne more sentence, round ${round}.\n`);
  else if (kind === 1) writeFileSync(file, text.replace(/^title: (.+)$/m, `title: $1 (${round})`));
  else if (kind === 2)
    writeFileSync(file, `${text}\n\n\`\`\`js\nconst round = ${round};\n\`\`\`\n`);
  else if (kind === 3 && all.length > 4) rmSync(file);
  else if (kind === 5) {
    const config = path.join(docs, '.site/config.ts');
    const source = readFileSync(config, 'utf8');
    writeFileSync(config, source.replace("title: 'Fixture Docs'", `title: 'Fixture ${round}'`));
  } else
    writeFileSync(
      path.join(path.dirname(file), `added-${round}.md`),
      `# Added in round ${round}\n\nA new page.\n`,
    );
}

/** An image from another host added to a page: the Content-Security-Policy names the host. */
function addOutsideImage(next: () => number, round: number) {
  const all = pages();
  const file = path.join(docs, all[Math.floor(next() * all.length)]);
  const image = `![Outside](https://images-${round}.example.com/a.png)`;
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n\n${image}\n`);
}

beforeAll(async () => {
  work = copyFixture(path.resolve('tests/fixtures/site'));
  docs = path.join(work, 'docs');
  out = path.join(work, 'dist');
  await build({ root: docs, out, logger });
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a build after an earlier one', () => {
  it('changes nothing in the output of an unchanged site', async () => {
    const before = times(out);
    await build({ root: docs, out, logger });
    const after = new Map(times(out) as [string, number][]);
    expect(before.filter(([name, time]) => after.get(name as string) !== time)).toEqual([]);
  }, 180_000);

  it("rewrites only the edited page's HTML after an edit to its body", async () => {
    const page = path.join(docs, 'guide/getting-started.md');
    const before = new Map(times(out) as [string, number][]);
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n\nA sentence more.\n`);
    await build({ root: docs, out, logger });
    const written = times(out)
      .filter(([name, time]) => before.get(name as string) !== time)
      .map(([name]) => name as string);
    // its neighbours in the sidebar and the other locale name it, but not by its chunk or the site module
    expect(written.filter((name) => name.endsWith('.html'))).toEqual([
      path.join('guide', 'getting-started.html'),
    ]);
    expect(written.filter((name) => name.includes('assets/site.'))).toEqual([]);
  }, 180_000);

  it("compiles again only the pages that read a changed title, not every page's markdown", async () => {
    // the kept pages' index: a page compiled again lies in the segment the rebuild wrote
    const kept = (): Map<string, string> => {
      const found = (readdirSync(work, { recursive: true }) as string[]).find((name) =>
        name.endsWith(path.join('docs-build', 'pages', 'index.json')),
      );
      if (!found) return new Map();
      const index = JSON.parse(readFileSync(path.join(work, found), 'utf8')) as {
        entries: Record<string, { segment: string; at: number[] }>;
      };
      return new Map(
        Object.entries(index.entries).map(([id, e]) => [id, `${e.segment}@${e.at.join(',')}`]),
      );
    };
    const before = kept();
    expect(before.size).toBeGreaterThan(6);
    const page = path.join(docs, 'guide/deep-dive.md');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace(/^title: (.+)$/m, 'title: $1 (renamed)'),
    );
    await build({ root: docs, out, logger });
    const compiled = [...kept()].filter(([id, place]) => before.get(id) !== place);
    expect(compiled.length).toBeGreaterThan(0);
    expect(compiled.length).toBeLessThan(before.size / 2);
  }, 180_000);

  it('leaves the same bytes as a clean build after random edits', async () => {
    const next = random(48);
    const clean = path.join(work, 'clean');
    for (const round of [1, 2]) {
      for (let i = 0; i < 3; i++) edit(next, round);
      addOutsideImage(next, round);
      const before = new Map(times(out) as [string, number][]);
      // the second round's output is checked as a large one is, beside the build
      await build({ root: docs, out, logger, checkOutputAsideFrom: round === 2 ? 0 : undefined });
      const untouched = times(out).filter(([name, time]) => before.get(name as string) === time);
      // a few pages changed: most of the output was left as it was
      expect(untouched.length).toBeGreaterThan(0);
      await build({ root: docs, out: clean, clean: true, logger });
      expectSameFiles(out, clean);
    }
  }, 360_000);
});

// Each kind of change in turn, on a copy of its own (each test starts from the site the ones before it left, and
// each also fails alone on a cache that misses its change): the rebuild in place leaves what a clean build leaves.
describe('a rebuild after one kind of change', () => {
  let site: string;
  let pagesDir: string;
  let built: string;
  let clean: string;
  const file = (name: string) => path.join(pagesDir, name);
  const change = (name: string, from: RegExp | string, to: string) =>
    writeFileSync(file(name), readFileSync(file(name), 'utf8').replace(from, to));

  /** Builds in place and from nothing; returns the files the build in place wrote. */
  async function rebuildAndCompare(): Promise<string[]> {
    const before = new Map(times(built) as [string, number][]);
    await build({ root: pagesDir, out: built, logger });
    await build({ root: pagesDir, out: clean, clean: true, logger });
    expectSameFiles(built, clean);
    return times(built)
      .filter(([name, time]) => before.get(name as string) !== time)
      .map(([name]) => name as string);
  }
  const html = (name: string) => readFileSync(path.join(built, name), 'utf8');

  beforeAll(async () => {
    site = copyFixture(path.resolve('tests/fixtures/site'));
    pagesDir = path.join(site, 'docs');
    built = path.join(site, 'dist');
    clean = path.join(site, 'clean');
    await build({ root: pagesDir, out: built, logger });
  }, 180_000);

  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it("a title its neighbours' prev/next links and the sidebar show", async () => {
    change('guide/deep-dive.md', /^title: .+$/m, 'title: Deeper dive');
    await rebuildAndCompare();
    // the neighbour before it names it as next, and its sidebar does too
    expect(html('guide/getting-started.html')).toContain('Deeper dive');
  }, 180_000);

  it('front matter that moves a page in the sidebar', async () => {
    change('guide/media.md', /^order: 4$/m, 'order: 0');
    await rebuildAndCompare();
    const sidebar = html('guide/deep-dive.html');
    expect(sidebar.indexOf('href="/guide/media"')).toBeLessThan(
      sidebar.indexOf('href="/guide/getting-started"'),
    );
  }, 180_000);

  it('a page deleted', async () => {
    rmSync(file('guide/media.md'));
    await rebuildAndCompare();
    expect(html('guide/deep-dive.html')).not.toContain('href="/guide/media"');
  }, 180_000);

  it('a page added', async () => {
    writeFileSync(file('guide/newcomer.md'), '---\ntitle: Newcomer\norder: 9\n---\n\nNew here.\n');
    await rebuildAndCompare();
    expect(html('guide/deep-dive.html')).toContain('href="/guide/newcomer"');
  }, 180_000);

  it('the config', async () => {
    change(
      '.site/config.ts',
      "{ text: 'Guide', link: '/guide/' }",
      "{ text: 'Manual', link: '/guide/' }",
    );
    await rebuildAndCompare();
    expect(html('guide/deep-dive.html')).toContain('Manual');
  }, 180_000);

  it('an output file changed by hand, found by the check made beside the build', async () => {
    change('guide/deep-dive.md', /^title: .+$/m, 'title: Dived');
    // a file no edit above changes, which the build would leave in place
    const styles = readdirSync(path.join(built, 'assets')).find((name) => name.endsWith('.css'));
    writeFileSync(path.join(built, 'assets', styles!), 'edited by hand');
    const aside = { root: pagesDir, out: built, logger, checkOutputAsideFrom: 0 };
    await build(aside);
    await build({ root: pagesDir, out: clean, clean: true, logger });
    expectSameFiles(built, clean);
    // made whole: its manifest lists the folder again, and the next build in place writes nothing
    const before = times(built);
    await build(aside);
    const after = new Map(times(built) as [string, number][]);
    expect(before.filter(([name, time]) => after.get(name as string) !== time)).toEqual([]);
  }, 180_000);

  it('a page touched without a change to its content', async () => {
    const now = new Date();
    utimesSync(file('guide/getting-started.md'), now, new Date(now.getTime() + 5_000));
    expect(await rebuildAndCompare()).toEqual([]);
  }, 180_000);
});
