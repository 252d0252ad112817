import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * Beside the marker: every file the build that wrote the folder put there, one a line. The next build tells by it
 * which files a person added since, and keeps them.
 */
export const OUTPUT_MANIFEST = '.docs-build-files';

/** A relative path with forward slashes, as `filesBelow` names files. */
export const slashed = (name: string) => (path.sep === '/' ? name : name.split(path.sep).join('/'));

/** The most files a diagnostic names; the rest are counted. */
const NAMED = 10;

/**
 * Every file below `dir`, relative, with forward slashes: a symbolic link counts as a file, and an empty folder as
 * its name with a slash, so a folder a person made is kept too.
 */
export function filesBelow(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { withFileTypes: true });
  if (!entries.length && prefix) return [`${prefix}/`];
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(path.join(dir, entry.name), relative) : [relative];
  });
}

/** The manifest's text for `files`, the manifest itself among them. */
export const manifestText = (files: string[]) => `${files.join('\n')}\n`;

/** Lists the files now in `staging` (the manifest itself included) as what this build wrote; returns the list. */
export function writeManifest(staging: string): string[] {
  const files = [...filesBelow(staging), OUTPUT_MANIFEST].sort();
  writeFileSync(path.join(staging, OUTPUT_MANIFEST), manifestText(files));
  return files;
}

/**
 * Files in an earlier output that its build did not write. Without a manifest (an output of an older version, or
 * an empty folder) every file counts as written: the marker vouched for the whole folder then.
 */
export function filesNotWritten(target: string, { marker }: { marker: string }): string[] {
  if (!existsSync(target)) return [];
  const manifest = path.join(target, OUTPUT_MANIFEST);
  if (!existsSync(manifest)) return existsSync(path.join(target, marker)) ? [] : filesBelow(target);
  const written = new Set(readFileSync(manifest, 'utf8').split('\n'));
  return filesBelow(target).filter((file) => !written.has(file));
}

const named = (files: string[]) =>
  files.slice(0, NAMED).join(', ') +
  (files.length > NAMED ? ` and ${files.length - NAMED} more` : '');

/** The files a person added that this build would write over: it stops, so neither copy is lost. */
export function overwrittenProblem(shown: string, files: string[]): Diagnostic {
  return {
    severity: 'error',
    file: shown,
    rule: 'build/kept-files',
    message: `the build would write over ${files.length} file(s) in the output folder that docs-build did not write: ${named(files)}`,
    hint: 'move them out of the output folder (into public/ to publish them), or pass --empty-out-dir to let the build replace them',
  };
}

/** The files a person added, carried into the new output. */
export function keptNotice(shown: string, files: string[]): Diagnostic {
  return {
    severity: 'warning',
    file: shown,
    rule: 'build/kept-files',
    message: `${files.length} file(s) in the output folder were not written by docs-build and were kept in the new output: ${named(files)}`,
    hint: 'every build keeps them; to publish them on purpose, move them into public/, else delete them',
  };
}

/** The files a person added, deleted on request (`--empty-out-dir`): named, never in silence. */
export function replacedNotice(shown: string, files: string[]): Diagnostic {
  return {
    severity: 'warning',
    file: shown,
    rule: 'build/kept-files',
    message: `--empty-out-dir: deleted ${files.length} file(s) from the output folder that docs-build did not write: ${named(files)}`,
  };
}

/** Copies the files a person added from the old output into the new one, as they are (links stay links). */
export function carryFiles(from: string, to: string, files: string[]): void {
  for (const file of files)
    cpSync(path.join(from, file), path.join(to, file), { recursive: true, verbatimSymlinks: true });
}
