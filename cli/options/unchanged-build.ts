import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../core/build-cache.ts';
import { sha } from '../core/content-hash.ts';
import { counted } from '../core/plural.ts';
import { defaultOutDir, VENDOR_CACHE } from '../core/project.ts';
import { createLogger } from '../diagnostics/logger.ts';
import { inputStamp, readStamp, unchangedBuild, warmStamp } from '../write/up-to-date.ts';
import type { CompressLevel } from '../write/compress-level.ts';
import type { BuildRequest, BuildSummary, TakenStamp } from '../write/up-to-date.ts';
import { chooseDocsFolder } from './docs-folder.ts';

/** The flags of `build` as commander gives them to its action. */
export interface BuildFlags {
  out?: string;
  base?: string;
  clean?: boolean;
  emptyOutDir?: boolean;
  timings?: boolean;
  githubPages?: boolean;
  compress?: boolean | CompressLevel;
}

/** The request a stamp is kept for: every flag but those that only say how to run (a flag added later counts). */
export function buildRequest(root: string, opts: BuildFlags): BuildRequest {
  const { out, clean: _clean, timings: _timings, ...options } = opts;
  // the default spelled out is the same build, so it keeps the same stamp
  if (options.compress === 'standard') options.compress = true;
  return { root: path.resolve(root), out: path.resolve(out ?? defaultOutDir(root)), options };
}

function formatBytes(n: number): string {
  return n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(0)} KB`;
}

export function summaryLine(summary: BuildSummary, ms: number, out: string): string {
  const locales = Object.entries(summary.pagesPerLocale)
    .map(([l, n]) => `${n} ${l}`)
    .join(', ');
  return `docs-build: built ${counted(summary.pages, 'page')} (${locales}) in ${ms} ms → ${path.relative(process.cwd(), out) || '.'} (${counted(summary.files, 'file')}, ${formatBytes(summary.bytes)})`;
}

/**
 * What commander made of the command lines of recent builds (their folder argument and flags), by the
 * words after the launcher's name: the launcher answers an unchanged rebuild from them without
 * loading the CLI and its parser. One small file for the installation, the latest lines first.
 */
const ARGUMENTS_FILE = path.join(VENDOR_CACHE, 'build-arguments.json');
const KEPT_LINES = 32;

export interface ParsedLine {
  dir: string | undefined;
  opts: BuildFlags;
}

function readLines(file: string): Record<string, ParsedLine> {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

const lineKey = (words: string[]) => sha(JSON.stringify(words));

/** Remembers how commander parsed `words` (a build's command line after the launcher's name). */
export function rememberBuildLine(
  words: string[],
  parsed: ParsedLine,
  file = ARGUMENTS_FILE,
): void {
  const key = lineKey(words);
  const others = Object.entries(readLines(file)).filter(([k]) => k !== key);
  const lines = Object.fromEntries([[key, parsed], ...others.slice(0, KEPT_LINES - 1)]);
  try {
    writeWhole(file, JSON.stringify(lines));
  } catch {
    /* the next rebuild loads the CLI to find out */
  }
}

/**
 * What the launcher makes of `docs-build build …` before the CLI loads: `unchanged` when a build of
 * the same command line left a stamp that nothing it read or wrote has changed since (having
 * printed what the CLI would print); `rebuild` when such a build of this toolchain left a stamp but
 * something changed (its caches are warm: few code blocks to colour); `unknown` for a line not seen
 * before, `--clean`, a site without a stamp or one another toolchain left. Only `unchanged` prints
 * anything. `taken`: the input stamp it took, which the CLI need not take again.
 */
export function rebuildState(
  words: string[],
  file = ARGUMENTS_FILE,
): { state: 'unchanged' | 'rebuild' | 'unknown'; taken?: TakenStamp } {
  const started = performance.now();
  const parsed = readLines(file)[lineKey(words)];
  if (!parsed || parsed.opts.clean) return { state: 'unknown' };
  // the folder is chosen again, as the CLI would choose it now; what it said is said only when
  // this answers
  const said: string[] = [];
  const root = chooseDocsFolder(parsed.dir, { info: (line) => said.push(line) });
  const request = buildRequest(root, parsed.opts);
  const inputs = inputStamp(request);
  const stamp = readStamp(request);
  const unchanged = unchangedBuild(request, inputs, stamp);
  if (!unchanged)
    return { state: warmStamp(stamp, inputs) ? 'rebuild' : 'unknown', taken: { request, inputs } };
  const logger = createLogger();
  for (const line of said) logger.info(line);
  const ms = Math.round(performance.now() - started);
  logger.info(`${summaryLine(unchanged, ms, request.out)}; nothing changed since the last build`);
  return { state: 'unchanged' };
}
