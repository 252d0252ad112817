import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../core/build-cache.ts';
import { fileStamp } from '../core/file-stamp.ts';
import { sha } from '../core/content-hash.ts';
import { PACKAGE_ROOT } from '../core/package-resolution.ts';
import { siteCacheDir } from '../core/project.ts';
import { toolchainKey } from '../core/toolchain.ts';
import { isCompressedCopy } from '../hosting/content-encoding.ts';
import { COPY_STAMP, listedTreeStamp, type ListedFile } from './listed-tree-stamp.ts';
import { gitHead } from '../site/git-head.ts';

/** A build as asked for: what it reads and where it writes, with every option that shapes the output. */
export interface BuildRequest {
  root: string;
  out: string;
  options: Record<string, unknown>;
}

/** What the summary line of a build says, kept to say it again. */
export interface BuildSummary {
  pages: number;
  pagesPerLocale: Record<string, number>;
  files: number;
  bytes: number;
}

/** Folders never read as the site's input: the repository's, installed packages, caches. */
const SKIPPED = new Set(['.git', 'node_modules', '.cache']);

/**
 * Every file and folder below `dir` (but `skip`) with its size and time, one a line, in name order: a file added,
 * removed, renamed or written since shows as a changed line.
 */
function treeStamp(
  dir: string,
  skip: ReadonlySet<string>,
  { stampOf = fileStamp, copies = false }: { stampOf?: typeof fileStamp; copies?: boolean } = {},
): string {
  const lines: string[] = [];
  const visit = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    // the folder's file names, only where copies are told apart: the input stamp walks every page's folder
    const files = copies && new Set(entries.filter((e) => !e.isDirectory()).map((e) => e.name));
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(folder, entry.name);
      if (skip.has(file) || (entry.isDirectory() && SKIPPED.has(entry.name))) continue;
      if (entry.isDirectory()) {
        lines.push(`${file}/`);
        visit(file);
      } else if (files && isCompressedCopy(entry.name, (base) => files.has(base)))
        lines.push(`${file}\t${COPY_STAMP}`);
      else lines.push(`${file}\t${stampOf(file)}`);
    }
  };
  visit(dir);
  return lines.join('\n');
}

/**
 * The theme's sources, which each build bundles for the browser: the toolchain key stands for the CLI's code only.
 * With the change time, since npm writes every file it installs with one fixed modification time.
 */
const RUNTIME_DIR = path.join(PACKAGE_ROOT, 'runtime');
const installedFileStamp = (file: string) => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}` : 'missing';
};

const stampFile = ({ root, out }: BuildRequest) =>
  path.join(siteCacheDir(root), 'up-to-date', `${sha(out).slice(0, 20)}.json`);

/** What the request reads before the build starts: toolchain, year, options, commit, the docs folder's files. */
export function inputStamp(request: BuildRequest, runtimeDir = RUNTIME_DIR): string {
  const { root, out, options } = request;
  const environment = Object.entries(process.env)
    .filter(([name]) => name.startsWith('DOCS_BUILD_') && name !== 'DOCS_BUILD_TOOLCHAIN_KEY')
    .sort();
  return [
    toolchainKey(),
    treeStamp(runtimeDir, new Set(), { stampOf: installedFileStamp }),
    // the footer's copyright names the year a page was rendered in
    String(new Date().getFullYear()),
    JSON.stringify({ root, out, options, environment }),
    gitHead(root),
    treeStamp(root, new Set([out])),
  ].join('\n');
}

/** An input stamp the launcher took of a request before the CLI loaded (cli/options/unchanged-build.ts). */
export interface TakenStamp {
  request: BuildRequest;
  inputs: string;
}

let offered: TakenStamp | null = null;

/** Hands the CLI the input stamp the launcher took, so the build does not take it again. */
export function offerInputStamp(taken: TakenStamp | null): void {
  offered = taken;
}

/**
 * The input stamp of `request`: the one the launcher took of the same request, else taken now; and whether the
 * launcher compared it with the last build's stamp already (it hands on only a stamp it found changed, so the
 * build need not read the last one again).
 */
export function takeStamp(request: BuildRequest): { inputs: string; compared: boolean } {
  const taken = offered;
  offered = null;
  return taken && JSON.stringify(taken.request) === JSON.stringify(request)
    ? { inputs: taken.inputs, compared: true }
    : { inputs: inputStamp(request), compared: false };
}

/**
 * A stamp as it is kept: its first line (the toolchain key, which `warmStamp` reads) and a hash of the whole. Kept
 * whole, a build of 5,058 pages wrote 3.9 MB of stamps that the launcher read back before the next build.
 */
const kept = (stamp: string) => `${stamp.slice(0, stamp.indexOf('\n') + 1)}${sha(stamp)}`;

export interface Stamp {
  /** As `kept` keeps them, as `after` is. */
  inputs: string;
  /** Folders and files read besides the docs folder: static files, files pages include. */
  extra: { folders: string[]; files: string[] };
  after: string;
  summary: BuildSummary;
}

/**
 * The stamp of what the build read besides the docs folder, and of the output it left: from `output`, every file of
 * it as the build recorded them, when given (the folder is then not walked again).
 */
function afterStamp(
  { out }: BuildRequest,
  extra: Stamp['extra'],
  output?: Record<string, ListedFile> | null,
): string {
  return [
    ...extra.folders.map((folder) => treeStamp(folder, new Set())),
    ...extra.files.map((file) => `${file}\t${fileStamp(file)}`),
    // the output's compressed copies by being there, as the output's manifest checks them (write/output-check.ts)
    output
      ? listedTreeStamp(out, output, SKIPPED, { copies: true })
      : treeStamp(out, new Set(), { copies: true }),
  ].join('\n');
}

/**
 * Records a finished build: `inputs` as taken before it started (a file saved while it ran then differs next
 * time), the rest as it is now; `output`, every file the build left in its output as it recorded them.
 */
export function keepStamp(
  request: BuildRequest,
  {
    inputs,
    extra,
    summary,
    output,
  }: Omit<Stamp, 'after'> & { output?: Record<string, ListedFile> | null },
): void {
  const file = stampFile(request);
  const after = kept(afterStamp(request, extra, output));
  writeWhole(file, JSON.stringify({ inputs: kept(inputs), extra, after, summary }));
}

/** The stamp the last build of this request left, if any. */
export function readStamp(request: BuildRequest): Stamp | null {
  try {
    return JSON.parse(readFileSync(stampFile(request), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/**
 * The summary of the last build of this request when nothing it read or wrote changed since: the output is what
 * a build would write now, and none need run. Null otherwise.
 */
export function unchangedBuild(
  request: BuildRequest,
  inputs: string,
  stamp = readStamp(request),
): BuildSummary | null {
  if (!stamp || stamp.inputs !== kept(inputs)) return null;
  return stamp.after === kept(afterStamp(request, stamp.extra)) ? stamp.summary : null;
}

/**
 * Whether `stamp` was left by a build of the same toolchain as `inputs` (see `inputStamp`): its caches are then
 * warm. Another toolchain's caches are all made again.
 */
export function warmStamp(stamp: Stamp | null, inputs: string): boolean {
  const toolchain = (text: string) => text.slice(0, text.indexOf('\n'));
  return typeof stamp?.inputs === 'string' && toolchain(stamp.inputs) === toolchain(inputs);
}

/** Forgets the stamp: the build about to run may change the output, or fail halfway. */
export function forgetStamp(request: BuildRequest): void {
  rmSync(stampFile(request), { force: true });
}
