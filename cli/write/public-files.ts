import { existsSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import { repositoryRoot } from '../core/project.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import {
  isInside,
  isPublishedRealPath,
  PUBLISHED_DOTFILES,
  realOrSelf,
} from '../hosting/published-paths.ts';

/** Dotfiles left behind by tools, skipped without a word. */
const QUIET_DOTFILES = new Set(['.DS_Store', '.gitkeep', '.gitignore', '.keep']);

/**
 * The folder public symlinks may lead into: the site's repository (a docs folder that is a workspace package of its
 * own, as VitePress's is, links its logo from the repository's artwork), else its project, widened to the folder
 * holding both the docs and the public folder when public/ sits beside a docs folder that has no project around it.
 */
export function publicBoundary(config: Pick<ResolvedConfig, 'root' | 'publicDir'>): string {
  const project = realOrSelf(repositoryRoot(config.root));
  const publicDir = realOrSelf(config.publicDir);
  return isInside(project, publicDir) ? project : realOrSelf(path.dirname(config.publicDir));
}

export interface PublicFile {
  /** Path in the output, with forward slashes. */
  relative: string;
  /** The file to copy: a symlink's target, so the output holds the file itself. */
  source: string;
}

type Report = (
  file: string,
  severity: Diagnostic['severity'],
  message: string,
  hint: string,
  rule?: string,
) => void;

function reporter(diagnostics: Diagnostic[]): Report {
  return (
    file,
    severity,
    message,
    hint,
    rule = severity === 'error' ? 'public/symlink' : 'public/dotfile',
  ) =>
    diagnostics.push({
      severity,
      file: path.relative(process.cwd(), file) || file,
      rule,
      message,
      hint,
    });
}

/**
 * The real path of a file of public/, if it may be published: a link that leads nowhere, out of the project or
 * to a hidden file is reported instead.
 */
function publishedTarget(
  file: string,
  { boundary, homes, publicDir }: { boundary: string; homes: string[]; publicDir: string },
  problem: Report,
): string | null {
  let real: string;
  try {
    // every file, not only links: a file below a linked folder has a real path of its own too
    real = realpathSync(file);
  } catch (error) {
    const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
    problem(
      file,
      'error',
      `symlink \`${readlinkSync(file)}\` ${loop ? 'loops back on itself' : 'points to nothing'}`,
      'fix or delete the link',
    );
    return null;
  }
  if (!isInside(boundary, real)) {
    problem(
      file,
      'error',
      `symlink leads outside the project (to ${real}); it is not published`,
      `copy the file into ${path.relative(process.cwd(), publicDir) || 'public'}/ instead of linking to it`,
    );
    return null;
  }
  if (!isPublishedRealPath(real, { boundary, homes })) {
    const hint =
      'dotfiles and files in dot-folders stay private (they often hold secrets): link to a file meant to be public, or delete the link';
    problem(
      file,
      'warning',
      `symlink leads to a hidden file (${real}); it is not published`,
      hint,
      'public/hidden-target',
    );
    return null;
  }
  return real;
}

/** Every file of public/ to publish, and why others are not (a symlink out of the project is an error). */
export function listPublicFiles(config: Pick<ResolvedConfig, 'root' | 'publicDir'>): {
  files: PublicFile[];
  diagnostics: Diagnostic[];
} {
  const files: PublicFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const problem = reporter(diagnostics);
  const where = {
    boundary: publicBoundary(config),
    homes: [realOrSelf(config.publicDir)],
    publicDir: config.publicDir,
  };
  const seen = new Set<string>();
  const visit = (file: string, relative: string) => {
    const real = publishedTarget(file, where, problem);
    if (real === null) return;
    const stat = statSync(real);
    if (stat.isFile()) {
      files.push({ relative, source: real });
      return;
    }
    if (!stat.isDirectory() || seen.has(real)) return;
    seen.add(real);
    for (const name of readdirSync(file).sort()) {
      const child = path.join(file, name);
      if (name.startsWith('.') && !PUBLISHED_DOTFILES.has(name)) {
        if (!QUIET_DOTFILES.has(name))
          problem(
            child,
            'warning',
            `\`${name}\` is not published: dotfiles in public/ stay private (they often hold secrets)`,
            'rename it if it is meant to be public; only .nojekyll and .well-known/ are published',
          );
        continue;
      }
      visit(child, relative ? `${relative}/${name}` : name);
    }
  };
  if (existsSync(config.publicDir)) visit(config.publicDir, '');
  return { files, diagnostics };
}
