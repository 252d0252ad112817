// The scale stage of `npm run bench`: synthetic sites of growing size (bench/synthetic-site.ts), each built once
// cold through the launcher (`docs-build build --clean`, with the launcher's V8 flags), and each figure a page
// beside the smallest site's: the target is per-page time and peak memory at 20,000 pages within 1.2× of
// those at 1,000, and output bytes linear in pages.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSite } from './synthetic-site.ts';

export interface ScaleFigures {
  pages: number;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
  bytes: number;
  perPageMs: number;
  perPageCpuMs: number;
  bytesPerPage: number;
}

/** Bytes and files under `dir`. */
function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/** Pages of a generated site: its markdown files outside `.site`. */
function pageCount(root: string): number {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.md') && !file.startsWith('.site'),
  ).length;
}

/** One cold build of `root` as `docs-build build` runs it; CPU and peak RSS from bench/exit-usage.cjs. */
export function launchOnce(
  root: string,
  out: string,
): Omit<ScaleFigures, `perPage${string}` | 'bytesPerPage'> {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [
      '--require',
      './bench/exit-usage.cjs',
      'bin/docs-build.js',
      'build',
      root,
      '--out',
      out,
      '--clean',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`the build of ${root} failed:\n${run.stderr}`);
  const stderr = run.stderr;
  const ms = Math.round(performance.now() - started);
  const usage = stderr.split('\n').find((line) => line.startsWith('[usage] '));
  if (!usage) throw new Error(`no usage line from the build of ${root}`);
  const { cpuMs, peakRssMb } = JSON.parse(usage.slice('[usage] '.length)) as {
    cpuMs: number;
    peakRssMb: number;
  };
  return { pages: pageCount(root), ms, cpuMs, peakRssMb, bytes: folderSize(out).bytes };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Builds a site of each size (pages per locale) and returns its figures by size, with the table's rows. */
export function runScale(sizes: number[]): {
  figures: Record<string, ScaleFigures>;
  rows: string[][];
} {
  const figures: Record<string, ScaleFigures> = {};
  const rows: string[][] = [];
  const out = path.join(os.tmpdir(), `docs-build-bench-scale-${process.pid}`);
  let first: ScaleFigures | undefined;
  for (const size of sizes) {
    const dir = path.resolve('bench/.sites', `synthetic-${size}`);
    mkdirSync(path.dirname(dir), { recursive: true });
    const measured = launchOnce(generateSite(dir, size), out);
    rmSync(out, { recursive: true, force: true });
    const f: ScaleFigures = {
      ...measured,
      perPageMs: round(measured.ms / measured.pages),
      perPageCpuMs: round(measured.cpuMs / measured.pages),
      bytesPerPage: Math.round(measured.bytes / measured.pages),
    };
    figures[size] = f;
    first ??= f;
    const ratio = (a: number, b: number) => `${round(a / b)}×`;
    rows.push([
      `synthetic ${size}×2`,
      `${f.pages} pages`,
      `${f.ms} ms (${f.perPageMs} ms/page, ${ratio(f.perPageMs, first.perPageMs)})`,
      `${f.cpuMs} ms CPU (${f.perPageCpuMs} ms/page, ${ratio(f.perPageCpuMs, first.perPageCpuMs)})`,
      `${f.peakRssMb} MB peak (${ratio(f.peakRssMb, first.peakRssMb)})`,
      `${round(f.bytesPerPage / 1024, 1)} KB/page out (${ratio(f.bytesPerPage, first.bytesPerPage)})`,
    ]);
  }
  return { figures, rows };
}
