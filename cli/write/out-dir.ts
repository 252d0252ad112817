import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../core/project.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Written into every output folder; its presence proves that the folder's files are ours to replace. */
export const OUTPUT_MARKER = '.docs-build-output';

export interface OutDirRules {
  out: string;
  /** The docs folder. */
  source: string;
  /** `--empty-out-dir`: replace an output folder even when docs-build did not write it. */
  emptyOutDir?: boolean;
  /** The static-files folder, copied into every output: an output inside it would copy itself, growing each build. */
  publicDir?: string;
  cwd?: string;
}

/**
 * The folder a build replaces: the real path of `--out`, so an output folder that is a symlink keeps its link and
 * the build lands in the folder it leads to (which passed the same checks).
 */
export const outputTarget = (out: string): string => real(out);

/** The real path of `p`, or of its deepest existing ancestor joined with the rest, so symlinks cannot disguise it. */
function real(p: string): string {
  const abs = path.resolve(p);
  if (existsSync(abs)) return realpathSync(abs);
  const parent = path.dirname(abs);
  return parent === abs ? abs : path.join(real(parent), path.basename(abs));
}

const isInside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};
const isSameOrInside = (child: string, parent: string) =>
  child === parent || isInside(child, parent);

/** A folder under the docs folder that the page scan skips (`.vitepress/dist`, `_site`) holds no pages. */
function isSkippedBySource(out: string, source: string): boolean {
  return path
    .relative(source, out)
    .split(path.sep)
    .some((part) => part.startsWith('.') || part.startsWith('_') || part === 'node_modules');
}

/**
 * Why `out` may not be replaced by a build, or null when it may. A build replaces its output folder as a whole, so
 * the folder must not hold anything a user wrote: the docs, the project, the folder the command runs in, or files of
 * another program. The first three are never allowed; the last only with `--empty-out-dir`, as Vite does.
 */
export function outDirProblem({
  out: outArg,
  source: sourceArg,
  emptyOutDir,
  publicDir,
  cwd = process.cwd(),
}: OutDirRules): Diagnostic | null {
  const out = real(outArg);
  const source = real(sourceArg);
  const shown = path.relative(cwd, out) || '.';
  const refuse = (message: string, hint: string): Diagnostic => ({
    severity: 'error',
    file: shown,
    rule: 'build/out-dir',
    message,
    hint,
  });
  const pickAnother =
    'choose an output folder of its own with --out, for example `dist` beside the docs folder';

  if (out === path.parse(out).root || out === real(os.homedir()))
    return refuse(
      `the output folder ${out} is a system or home folder and would be replaced as a whole`,
      pickAnother,
    );
  if (isSameOrInside(source, out))
    return refuse(
      `the output folder ${shown} ${source === out ? 'is' : 'contains'} the docs folder; a build replaces its output folder and would delete the pages`,
      pickAnother,
    );
  if (isInside(out, source) && !isSkippedBySource(out, source))
    return refuse(
      `the output folder ${shown} lies inside the docs folder, whose files are pages`,
      pickAnother,
    );
  // with no package.json or .git above it, the project is the docs folder itself, refused above already
  const project = projectRoot(source);
  if (isSameOrInside(project, out))
    return refuse(
      `the output folder ${shown} ${project === out ? 'is' : 'contains'} the project root ${project}; a build would delete the project`,
      pickAnother,
    );
  if (publicDir && (isSameOrInside(out, real(publicDir)) || isInside(real(publicDir), out)))
    return refuse(
      `the output folder ${shown} ${isInside(real(publicDir), out) ? 'contains' : 'lies inside'} the static-files folder ${path.relative(cwd, real(publicDir))}, which every build copies into its output`,
      pickAnother,
    );
  if (isSameOrInside(real(cwd), out))
    return refuse(
      `the output folder ${shown} is the current folder or one of its parents; a build would delete it`,
      pickAnother,
    );

  const dangling = danglingLink(path.resolve(outArg));
  if (dangling)
    return refuse(
      `the output folder ${shown} is a symbolic link to ${dangling}, which does not exist`,
      `create ${dangling} for the build to write into, or remove the link and let the build make a folder there`,
    );
  if (!existsSync(out)) return null;
  if (!statSync(out).isDirectory())
    return refuse(`the output folder ${shown} is a file`, pickAnother);
  if (existsSync(path.join(out, OUTPUT_MARKER)) || readdirSync(out).length === 0 || emptyOutDir)
    return null;
  return refuse(
    `the output folder ${shown} holds files that docs-build did not write (it has no ${OUTPUT_MARKER} marker); they would be deleted`,
    'choose an empty or new folder with --out, or pass --empty-out-dir to replace this folder and everything in it',
  );
}

/** Where a symbolic link that leads nowhere points, or null for anything else. */
function danglingLink(p: string): string | null {
  try {
    if (!lstatSync(p).isSymbolicLink() || existsSync(p)) return null;
    return path.resolve(path.dirname(p), readlinkSync(p));
  } catch {
    return null;
  }
}
