import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

// A copy of this repository's site, edited at random (seeded) between builds: each build after the
// first writes only what changed in place, and must leave the same files as a clean build.
const repo = path.resolve(import.meta.dirname, '../../..');
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

function expectSameFiles(actual: string, expected: string) {
  const [a, b] = [contents(actual), contents(expected)];
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  const differing = [...a].filter(([name, bytes]) => !bytes.equals(b.get(name)!));
  expect(differing.map(([name]) => name)).toEqual([]);
}

const pages = () =>
  (readdirSync(docs, { recursive: true }) as string[]).filter(
    (name) => name.endsWith('.md') && !name.startsWith('.') && !name.includes(`${path.sep}.`),
  );

/**
 * An edit of one kind at a random page: a sentence added, the title changed, a code block added,
 * the page removed, a page added beside it.
 */
function edit(next: () => number, kind: number) {
  const all = pages().filter((name) => !name.endsWith('README.md'));
  const name = all[Math.floor(next() * all.length)];
  const file = path.join(docs, name);
  const text = readFileSync(file, 'utf8');
  if (kind === 0) writeFileSync(file, `${text}\n\nOne more sentence.\n`);
  else if (kind === 1) writeFileSync(file, text.replace(/^# (.+)$/m, '# $1, renamed'));
  else if (kind === 2) writeFileSync(file, `${text}\n\n\`\`\`js\nconst edited = true;\n\`\`\`\n`);
  else if (kind === 3) rmSync(file);
  else writeFileSync(path.join(path.dirname(file), 'added.md'), '# Added\n\nA new page.\n');
}

const build = (...args: string[]) =>
  runCli(['build', docs, '--out', out, ...args], { timeout: 600_000 });

beforeAll(async () => {
  // beside the repository's own docs folder, so the site's config reaches the same modules (and
  // the same public folder)
  docs = mkdtempSync(path.join(repo, '.tmp-incremental-'));
  work = docs;
  cpSync(path.join(repo, 'docs'), docs, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}.cache`),
  });
  out = path.join(mkdtempSync(path.join(os.tmpdir(), 'docs-build-incremental-')), 'dist');
  const first = await build();
  expect(first.code, first.output).toBe(0);
}, 600_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(path.dirname(out), { recursive: true, force: true });
  const cache = path.join(repo, 'node_modules/.cache/docs-build/sites');
  for (const name of readdirSync(cache))
    if (name.startsWith(path.basename(work))) rmSync(path.join(cache, name), { recursive: true });
});

describe('a build after an earlier one', () => {
  it('changes nothing in the output of an unchanged site', async () => {
    const before = [...contents(out)].map(([name]) => [
      name,
      statSync(path.join(out, name)).mtimeMs,
    ]);
    const result = await build();
    expect(result.code, result.output).toBe(0);
    const after = [...contents(out)].map(([name]) => [
      name,
      statSync(path.join(out, name)).mtimeMs,
    ]);
    expect(after).toEqual(before);
  }, 600_000);

  it('leaves the same files as a clean build after random edits', async () => {
    const next = random(48);
    for (let kind = 0; kind < 5; kind++) edit(next, kind);
    const result = await build();
    expect(result.code, result.output).toBe(0);
    const clean = path.join(path.dirname(out), 'clean');
    const fresh = await runCli(['build', docs, '--out', clean, '--clean'], { timeout: 600_000 });
    expect(fresh.code, fresh.output).toBe(0);
    expectSameFiles(out, clean);
  }, 1_200_000);
});
