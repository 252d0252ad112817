// `npm run bench`: builds the real site cold and warm, then synthetic sites of growing size, and prints the figures.
// Options: --pages N,N… synthetic sites' pages (default 1000,20000; --scale gives them per locale), --skip-scale,
// --only <section>, --skip-<section>, --runs N (cold and warm builds, median); --help lists them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScale } from './scale.ts';
import { targetRows } from './targets.ts';

interface BuildFigures {
  ms: number;
  cpuMs: number;
  peakRssMb: number;
  pages: number;
  bytes: number;
  files: number;
  stages: Record<string, number>;
}

const args = process.argv.slice(2);
const SECTIONS = [
  'build',
  'scale',
  'markdown',
  'pages',
  'dev',
  'search',
  'lighthouse',
  'code-heavy',
];
// a mistyped flag would otherwise start the whole bench, which runs for many minutes
const known = new Set([
  '--only',
  '--runs',
  '--scale',
  '--pages',
  '--vitepress',
  '--help',
  '-h',
  ...SECTIONS.map((s) => `--skip-${s}`),
]);
const unknown = args.filter((a) => a.startsWith('-') && !known.has(a));
const help = args.includes('--help') || args.includes('-h');
if (help || unknown.length) {
  if (unknown.length) console.error(`unknown option: ${unknown.join(' ')}`);
  console.log(
    [
      'node --import tsx bench/run.ts [options]',
      `  --only <section>     one of ${SECTIONS.join(', ')}`,
      '  --skip-<section>     leave a section out',
      '  --runs N             cold and warm builds of docs/ (median of N)',
      '  --pages N,N…         pages of the synthetic sites, both locales (default 1000,20000)',
      '  --scale N,N…         the same sizes given as pages per locale (default 500,10000)',
      '  --vitepress <bin>    with --only code-heavy: also build with this VitePress',
      'Figures are written to bench/results/latest.json.',
    ].join('\n'),
  );
  process.exit(help ? 0 : 2);
}
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : (args[i + 1] ?? '');
};
const only = option('only');
if (only !== undefined && !SECTIONS.includes(only)) {
  console.error(`--only takes one of ${SECTIONS.join(', ')}, not '${only}'`);
  process.exit(2);
}
const want = (section: string) => !only || only === section;

function buildOnce(root: string, mode: 'cold' | 'warm'): BuildFigures {
  const out = path.join(os.tmpdir(), `docs-build-bench-${process.pid}`);
  const stdout = execFileSync(process.execPath, ['bench/build-once.mjs', root, out, mode], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as BuildFigures;
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  machine: `${os.cpus()[0]?.model ?? ''}`,
};
const table: string[][] = [];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

if (want('build')) {
  // medians of --runs builds (3 by default); the figures kept are those of the median run
  const runs = Number(option('runs') ?? 3);
  const medianOf = (mode: 'cold' | 'warm') => {
    const all = Array.from({ length: runs }, () => buildOnce('docs', mode)).sort(
      (a, b) => a.ms - b.ms,
    );
    return { ...all[all.length >> 1], runsMs: all.map((f) => f.ms) };
  };
  const cold = medianOf('cold');
  const warm = medianOf('warm');
  results.build = { cold, warm };
  table.push([
    'real site, cold',
    `${cold.pages} pages`,
    `${cold.ms} ms median (${cold.runsMs.join(', ')})`,
    `${cold.cpuMs} ms CPU`,
    `${cold.peakRssMb} MB peak`,
    `${mb(cold.bytes)} MB out`,
  ]);
  table.push([
    'real site, warm',
    `${warm.pages} pages`,
    `${warm.ms} ms median (${warm.runsMs.join(', ')})`,
    `${warm.cpuMs} ms CPU`,
    `${warm.peakRssMb} MB peak`,
    `${mb(warm.bytes)} MB out`,
  ]);
  table.push([
    '  stages (cold)',
    Object.entries(cold.stages)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  ]);
  table.push([
    '  stages (warm)',
    Object.entries(warm.stages)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  ]);
}

if (want('scale') && !args.includes('--skip-scale')) {
  // --pages counts both locales' pages, --scale one locale's
  const pages = option('pages')
    ?.split(',')
    .map((n) => Math.round(Number(n) / 2));
  const sizes = pages ?? (option('scale') ?? '500,10000').split(',').map(Number);
  const { figures, rows } = runScale(sizes);
  results.scale = figures;
  table.push(...rows);
}

for (const section of ['markdown', 'pages', 'dev', 'search', 'lighthouse', 'code-heavy'] as const) {
  if (!want(section) || (only === undefined && args.includes(`--skip-${section}`))) continue;
  try {
    const module = (await import(`./${section}.ts`)) as {
      run(): Promise<{ figures: unknown; rows: string[][] }>;
    };
    const { figures, rows } = await module.run();
    results[section] = figures;
    table.push(...rows);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') continue;
    throw error;
  }
}

const width = Math.max(...table.map((r) => r[0].length));
console.log(table.map((r) => [r[0].padEnd(width), ...r.slice(1)].join('  ')).join('\n'));
mkdirSync('bench/results', { recursive: true });
// a partial run (--only, --skip-…) updates its own sections and keeps the others' last figures
const file = 'bench/results/latest.json';
const previous = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
  : {};
// sizes of the scale section merge too: `--scale 10000` refreshes one size and keeps the others
if (results.scale)
  results.scale = { ...(previous.scale as object | undefined), ...(results.scale as object) };
const merged = { ...previous, ...results };
writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
console.log('\nwritten to bench/results/latest.json');
// the targets, from this run's figures and, for sections not run now, the last recorded ones
const targets = targetRows(merged);
const widths = targets[0].map((_, i) => Math.max(...targets.map((row) => row[i].length)));
console.log(
  `\n${targets
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}`,
);
