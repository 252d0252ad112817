import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../core/project.ts';

/**
 * A file a page names (include, snippet) may be at most this large: more is a
 * mistake, not documentation.
 */
export const MAX_INCLUDED_BYTES = 2 * 1024 * 1024;

/**
 * `file` is what the page depends on: the file read, or the path that could not
 * be read when it lies inside the root (so creating or fixing it rebuilds the
 * page); nothing for a path outside the root.
 */
export type ReadResult =
  | { ok: true; file: string; text: string }
  | { ok: false; file?: string; message: string; hint: string };

const shown = (file: string) => path.relative(process.cwd(), file) || file;
const inside = (root: string, file: string) => {
  const rel = path.relative(root, file);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
};

/**
 * The folder whose files a page may show (include, import as a snippet): the
 * repository that holds the docs folder, as VitePress and VuePress read any
 * file of it (a monorepo's docs show its packages' code), else the node
 * project, else the docs folder itself. Never a file beyond it, such as
 * /etc/hostname or another checkout.
 */
export function sourceBoundary(docsRoot: string): string {
  // asked for every include and snippet: the walk up the folders is made once
  // per docs folder
  let boundary = boundaries.get(docsRoot);
  if (boundary === undefined) boundaries.set(docsRoot, (boundary = repositoryRoot(docsRoot)));
  return boundary;
}
const boundaries = new Map<string, string>();

/**
 * The boundary found again, for a new run over the site: a `git init` above the
 * docs folder moves it.
 */
export function refreshSourceBoundary(docsRoot: string): string {
  boundaries.delete(docsRoot);
  return sourceBoundary(docsRoot);
}

/**
 * A dot-file or dot-folder on the way from the docs folder's parent to
 * `target`: `.env`, `.git/config`.
 */
const HIDDEN_OUTSIDE = /(^|[\\/])\.[^\\/]/;
/**
 * `.github/`, which every public repository publishes (workflows, templates):
 * documentation shows its workflows as examples, and no secret is kept there.
 */
const PUBLIC_DOT_FOLDER = /(^|[\\/])\.github[\\/]/g;
const hiddenOutside = (relative: string) =>
  HIDDEN_OUTSIDE.test(relative.replace(PUBLIC_DOT_FOLDER, '$1github/'));

/**
 * Reads a file a page names, refusing what a page must not reach: anything
 * outside the repository of the docs folder `root` (by name, or through a
 * symlink), outside the docs folder a dot-file (where secrets live, not
 * documentation), folders, dangling or looping symlinks and oversized files.
 * Every refusal says what to do instead.
 */
export function readInsideRoot(target: string, root: string): ReadResult {
  const what = `\`${shown(target)}\``;
  const boundary = sourceBoundary(root);
  const outside = {
    ok: false as const,
    message: `${what} is outside ${boundary === root ? 'the docs folder' : 'the repository'} (${shown(boundary)})`,
    hint: 'pages may only show files of their own repository; copy the file there, e.g. into a `snippets/` folder',
  };
  if (!inside(boundary, target)) return outside;
  if (!inside(root, target) && hiddenOutside(path.relative(boundary, target))) {
    return {
      ok: false,
      message: `${what} is a hidden file outside the docs folder, and is not read`,
      hint: 'copy the part to show into the docs folder',
    };
  }
  let real: string;
  try {
    real = realpathSync(target);
  } catch (error) {
    return unresolved(target, what, error);
  }
  if (!inside(realpathSync(boundary), real)) return outside;
  const stat = statSync(real);
  if (stat.isDirectory())
    return {
      ok: false,
      file: target,
      message: `${what} is a folder, not a file`,
      hint: 'name a file inside it, e.g. `./parts/intro.md`',
    };
  if (!stat.isFile())
    return {
      ok: false,
      file: target,
      message: `${what} is not a regular file`,
      hint: 'name a regular file',
    };
  if (stat.size > MAX_INCLUDED_BYTES)
    return {
      ok: false,
      file: target,
      message: `${what} is ${(stat.size / 1048576).toFixed(1)} MB, more than the ${MAX_INCLUDED_BYTES / 1048576} MB a page may include`,
      hint: 'include a region or a line range of a smaller file',
    };
  try {
    return { ok: true, file: real, text: readFileSync(real, 'utf8') };
  } catch (error) {
    return {
      ok: false,
      file: target,
      message: `${what} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      hint: "check the file's permissions",
    };
  }
}

/** Why a path that `realpath` could not resolve is not read. */
function unresolved(target: string, what: string, error: unknown): ReadResult {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOOP')
    return {
      ok: false,
      file: target,
      message: `${what} is a symlink that points to itself (a loop)`,
      hint: 'replace the symlink with the file it should point to',
    };
  if (code === 'ENOENT' && isSymlink(target))
    return {
      ok: false,
      file: target,
      message: `${what} is a symlink to a file that does not exist`,
      hint: 'fix or remove the symlink',
    };
  if (code === 'ENOENT' || code === 'ENOTDIR')
    return {
      ok: false,
      file: target,
      message: `${what} not found`,
      hint: 'check the path: it is relative to the page, or to the docs folder when it starts with `@/`',
    };
  return {
    ok: false,
    file: target,
    message: `${what} cannot be read (${code ?? (error as Error).message})`,
    hint: "check the file's permissions",
  };
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * The hint for a file that could not be read, as `written`: `@name/…` is most
 * often an alias that the site's own VuePress or VitePress config defined
 * (`@components/`), in code that docs-build does not run.
 */
export function readHint(written: string, hint: string): string {
  const alias = /^@([^\\/]+)/.exec(written)?.[1];
  return alias
    ? `\`@${alias}\` is read as the docs folder's \`${alias}\` folder; an alias the site's own config defines is not known here: write the path from the page, or from the docs folder as \`@/…\``
    : hint;
}

/**
 * `@/x` (VitePress's source root, here the docs folder) or a path relative to
 * the file that names it.
 */
export function resolveNamedPath(written: string, fromFile: string, root: string): string {
  if (/^@[\\/]/.test(written)) return path.join(root, written.slice(2));
  if (written.startsWith('@')) return path.join(root, written.slice(1));
  return path.resolve(path.dirname(fromFile), written);
}
