// `node --import tsx bench/rebuild.ts [--runs N] [--against DIR] [--scenarios unchanged,one-edit,cold]`:
// wall and CPU times of whole `docs-build build` processes on a copy of this repository's site: an
// unchanged rebuild, a rebuild after one edited page, and a cold build (`--clean`). With `--against
// DIR` (another checkout, such as main's), its builds of its own copy run in turn with ours, A B A B,
// and the ratios are taken pair by pair; the medians are printed. Copies and outputs live in the
// system's temporary folder; neither checkout is written.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const KNOWN = new Set(['--runs', '--against', '--scenarios']);
const HELP = new Set(['--help', '-h']);
const unknown = args.filter(
  (arg, i) => arg.startsWith('-') && !KNOWN.has(arg) && !HELP.has(arg) && !KNOWN.has(args[i - 1]),
);
if (unknown.length || args.some((arg) => HELP.has(arg))) {
  if (unknown.length) console.error(`unknown option ${unknown.join(', ')}`);
  // the comment at the top of this file is its usage
  const usage = readFileSync(import.meta.filename, 'utf8').match(/^(?:\/\/.*\n)+/)![0];
  console.log(usage.replaceAll(/^\/\/ ?/gm, '').trimEnd());
  process.exit(unknown.length ? 2 : 0);
}
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const runs = Number(option('runs') ?? 5);
const against = option('against');
const ours = path.resolve(import.meta.dirname, '..');

interface Checkout {
  name: string;
  repo: string;
  docs: string;
  out: string;
}

/**
 * A copy of a checkout's docs and public folders in a temporary folder, with the checkout's code
 * linked beside it, where the site's config (which names the code by relative paths) expects it
 * (a public folder linked out of the project is refused). No package.json: the build keeps its
 * cache inside the copy.
 */
function copySite(name: string, repo: string): Checkout {
  const dir = mkdtempSync(path.join(os.tmpdir(), `docs-build-rebuild-${name}-`));
  for (const linked of ['cli', 'runtime', 'templates'])
    symlinkSync(path.join(repo, linked), path.join(dir, linked));
  cpSync(path.join(repo, 'public'), path.join(dir, 'public'), { recursive: true });
  cpSync(path.join(repo, 'docs'), path.join(dir, 'docs'), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}.cache`),
  });
  mkdirSync(path.join(dir, 'out'));
  return { name, repo, docs: path.join(dir, 'docs'), out: path.join(dir, 'out', 'dist') };
}

/**
 * CPU milliseconds (user and system) of this process's waited-for children, from Linux's
 * /proc/self/stat (10 ms ticks); null elsewhere.
 */
function childrenCpuMs(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, fields 16 and 17 of the line (13 and 14 after the name)
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

const cpuTimes = new Map<Checkout, number[]>();

/** Wall milliseconds of one build process; its CPU time goes to `cpuTimes`. */
function build(site: Checkout, extra: string[] = []): number {
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const run = spawnSync(
    process.execPath,
    [path.join(site.repo, 'bin/docs-build.js'), 'build', site.docs, '--out', site.out, ...extra],
    { encoding: 'utf8' },
  );
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`${site.name}: build failed\n${run.stderr}`);
  const cpuAfter = childrenCpuMs();
  if (cpuBefore !== null && cpuAfter !== null) cpuTimes.get(site)?.push(cpuAfter - cpuBefore);
  settle(site);
  return ms;
}

/**
 * Waits until the previous output a whole build moved aside is deleted: a process of its own deletes it after the
 * build has returned (cli/write/removal-after-exit.ts), and the next run, the other checkout's perhaps, would share
 * the machine with it. Neither its time nor its CPU is counted: the user does not wait for it.
 */
function settle(site: Checkout): void {
  const folder = path.dirname(site.out);
  const aside = `.${path.basename(site.out)}.tmp-`;
  const deleting = () =>
    readdirSync(folder).some((name) => name.startsWith(aside) && name.endsWith('.old'));
  const tick = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + 60_000;
  while (deleting() && Date.now() < deadline) Atomics.wait(tick, 0, 0, 10);
}

/** The page each edit changes: a guide page in the middle of the sidebar. */
const editedPage = (site: Checkout) => path.join(site.docs, 'guide/drivers/local.md');

const scenarios: Record<
  string,
  { before?: (site: Checkout, run: number) => void; extra?: string[] }
> = {
  unchanged: {},
  'one edit': {
    before: (site, run) => appendFileSync(editedPage(site), `\nAn edit, run ${run}.\n`),
  },
  cold: { extra: ['--clean'] },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const sites = [
  copySite('ours', ours),
  ...(against ? [copySite('against', path.resolve(against))] : []),
];
readFileSync(editedPage(sites[0])); // the page each edit changes must be there
try {
  for (const site of sites) build(site); // each cache filled, each output written once
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const only = option('scenarios')?.split(',');
  for (const [name, { before, extra = [] }] of Object.entries(scenarios)) {
    if (only && !only.includes(name.replace(' ', '-'))) continue;
    const times: number[][] = sites.map(() => []);
    for (const site of sites) cpuTimes.set(site, []);
    // one run of each first, not counted (the unchanged case then starts from a site built as is)
    for (let run = 0; run <= runs; run++)
      sites.forEach((site, i) => {
        before?.(site, run);
        const ms = build(site, extra);
        if (run > 0) times[i].push(ms);
      });
    const medians = times.map(median);
    const ratios = against ? times[0].map((ms, run) => ms / times[1][run]) : [];
    console.log(
      `${name.padEnd(10)} ours ${(medians[0] / 1000).toFixed(2)} s` +
        (against
          ? `, against ${(medians[1] / 1000).toFixed(2)} s, ratio ${median(ratios).toFixed(2)}`
          : '') +
        ` (median of ${runs}; min ${(Math.min(...times[0]) / 1000).toFixed(2)} s)`,
    );
    const cpu = sites.map((site) => cpuTimes.get(site)!.slice(-runs));
    if (cpu[0].length === runs)
      console.log(
        `${''.padEnd(10)} CPU ours ${(median(cpu[0]) / 1000).toFixed(2)} s` +
          (against ? `, against ${(median(cpu[1]) / 1000).toFixed(2)} s` : ''),
      );
  }
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  for (const site of sites) rmSync(path.dirname(site.docs), { recursive: true, force: true });
}
