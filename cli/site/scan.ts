import {
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { siteAttributeSyntax } from '../markdown/attribute-syntax.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter, GitInfo } from '../../runtime/shared/types.ts';
import { fileToRoute, localeOfRoute } from '../../runtime/shared/routes.ts';
import { parseFrontMatter } from './front-matter.ts';
import { readGitHistory } from './git.ts';
import { pageTitle, untitledName } from './title.ts';
import { compileRewrites, type Rewrite } from './rewrites.ts';

export interface SourcePage {
  file: string;
  /** Path relative to the docs folder with forward slashes, as the page is published (after `rewrites`): `guide/install/docker.md`. */
  relativePath: string;
  /** Where the file lies in the docs folder, before `rewrites` (edit links name it). */
  sourcePath: string;
  /** Path as printed in diagnostics, relative to the working directory. */
  displayPath: string;
  route: string;
  locale: string;
  source: string;
  frontmatter: FrontMatter;
  body: string;
  bodyLineOffset: number;
  title: string;
  git: GitInfo;
}

export interface ScanResult {
  pages: SourcePage[];
  diagnostics: Diagnostic[];
}

/**
 * Markdown files of the docs folder; folders starting with `.` or `_`, node_modules and `skip` (the public folder
 * when it lies inside) are not pages. A symlinked folder is walked once, when it leads to a folder inside the root.
 */
export function listMarkdownFiles(
  root: string,
  skip: string[] = [],
  excluded: (relative: string) => boolean = () => false,
): string[] {
  const out: string[] = [];
  const realRoot = realOrNull(root) ?? root;
  // the real folders on the way down: a link back to one of them would walk forever
  const ancestors: string[] = [];
  const walk = (dir: string) => {
    const real = realOrNull(dir);
    if (
      !real ||
      ancestors.includes(real) ||
      !isInside(realRoot, real) ||
      isHidden(path.relative(realRoot, real))
    )
      return;
    ancestors.push(real);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_') || entry.name === 'node_modules')
        continue;
      const full = path.join(dir, entry.name);
      if (skip.includes(full)) continue;
      if (
        entry.isDirectory() ||
        (entry.isSymbolicLink() && !entry.name.endsWith('.md') && isDirectory(full))
      )
        walk(full);
      else if (
        entry.name.endsWith('.md') &&
        !excluded(path.relative(root, full).split(path.sep).join('/'))
      )
        out.push(full);
    }
    ancestors.pop();
  };
  walk(root);
  return out.sort();
}

/** What `make` gives for a config, made once per config. */
function perConfig<T>(
  make: (user: ResolvedConfig['user']) => T,
): (config: Pick<ResolvedConfig, 'user'>) => T {
  const made = new WeakMap<ResolvedConfig['user'], T>();
  return ({ user }) => {
    if (!made.has(user)) made.set(user, make(user));
    return made.get(user)!;
  };
}

/**
 * The site's `srcExclude` (VitePress's name) as a test of a path relative to the docs folder, with forward slashes:
 * files it matches are not pages, though a page may still include them.
 */
export const excludedFromPages = perConfig((user): ((relative: string) => boolean) =>
  user.srcExclude?.length ? picomatch(user.srcExclude, { dot: true }) : () => false,
);

/** The site's `rewrites` as a function of a path in the docs folder. */
export const rewriteOf = perConfig((user): Rewrite => compileRewrites(user.rewrites));

/** The markdown files that are the site's pages. */
export function pageFiles(config: Pick<ResolvedConfig, 'root' | 'publicDir' | 'user'>): string[] {
  return listMarkdownFiles(config.root, [config.publicDir], excludedFromPages(config));
}

const realOrNull = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
};
const isDirectory = (file: string) => {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
};
const isInside = (root: string, file: string) => file === root || file.startsWith(root + path.sep);
/** A path below the docs folder that passes through a dot-file or dot-folder, where a link may lead. */
const isHidden = (relative: string) => /(^|[\\/])\./.test(relative);

/**
 * Why a page file cannot be read safely, if it cannot: a symlink that dangles, loops, or leads out of the docs
 * folder (which would publish a file the site does not own, such as /etc/hostname).
 */
function unsafeLink(root: string, file: string, displayPath: string): Diagnostic | null {
  if (!lstatSync(file).isSymbolicLink()) return null;
  const at = {
    severity: 'error' as const,
    file: displayPath,
    line: 1,
    column: 1,
    rule: 'page/symlink',
  };
  let target: string;
  try {
    target = realpathSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const link = readlinkSync(file);
    return code === 'ELOOP'
      ? {
          ...at,
          message: `symlink \`${link}\` loops back on itself`,
          hint: 'point the link at a real markdown file, or delete it',
        }
      : {
          ...at,
          message: `symlink \`${link}\` points to a file that does not exist`,
          hint: 'restore the target, point the link at an existing page, or delete it',
        };
  }
  const realRoot = realOrNull(root) ?? root;
  if (!isInside(realRoot, target)) {
    return {
      ...at,
      message: `symlink leads outside the docs folder (to ${target}); it is not published`,
      hint: 'copy the file into the docs folder, or link to a page inside it',
    };
  }
  if (!statSync(target).isFile())
    return {
      ...at,
      message: `symlink leads to ${target}, which is not a file`,
      hint: 'point the link at a markdown file',
    };
  if (isHidden(path.relative(realRoot, target))) {
    return {
      ...at,
      message: `symlink leads to a hidden file (${target}); it is not published`,
      hint: 'dotfiles and dot-folders stay private: point the link at a page, or delete it',
    };
  }
  return null;
}

/** `git`: the history of `config.root`'s files, when the caller read it ahead (see readGitHistoryAsync). */
export function scanSite(
  config: ResolvedConfig,
  files = pageFiles(config),
  git = readGitHistory(config.root),
): ScanResult {
  const pages: SourcePage[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const result = scanFile(config, file, git);
    diagnostics.push(...result.diagnostics);
    if (result.page) pages.push(result.page);
  }
  return { pages: oneFilePerRoute(pages, diagnostics), diagnostics };
}

/** Whether a page is its folder's `index.md`, which a `README.md` beside it gives way to. */
export const isIndexFile = (page: Pick<SourcePage, 'relativePath'>): boolean =>
  /(^|\/)index\.md$/i.test(page.relativePath);

/**
 * `README.md` and `index.md` are both a folder's page; a folder holding both (a repository's read-me beside a
 * VitePress home page) publishes `index.md`, the name VitePress and VuePress give the page, and says so at the other.
 */
function oneFilePerRoute(pages: SourcePage[], diagnostics: Diagnostic[]): SourcePage[] {
  const byRoute = new Map<string, SourcePage>();
  for (const page of pages) {
    const other = byRoute.get(page.route);
    if (!other) {
      byRoute.set(page.route, page);
      continue;
    }
    const [kept, left] = isIndexFile(page) ? [page, other] : [other, page];
    byRoute.set(page.route, kept);
    diagnostics.push({
      severity: 'warning',
      file: left.displayPath,
      line: 1,
      column: 1,
      rule: 'page/same-route',
      message: `${left.relativePath} and ${kept.relativePath} are both the page ${page.route}: ${kept.relativePath} is published, this file is not`,
      hint: 'rename one of them to publish both',
    });
  }
  return pages.filter((page) => byRoute.get(page.route) === page);
}

export function scanFile(
  config: ResolvedConfig,
  file: string,
  git: Map<string, GitInfo>,
): { page?: SourcePage; diagnostics: Diagnostic[] } {
  const sourcePath = path.relative(config.root, file).split(path.sep).join('/');
  const relativePath = rewriteOf(config)(sourcePath);
  const displayPath = path.relative(process.cwd(), file) || file;
  const unreachable = /[#?\\\u0000-\u001f\u007f]/.exec(relativePath);
  if (unreachable) {
    return {
      diagnostics: [
        {
          severity: 'error',
          file: displayPath,
          rule: 'file/name',
          message: `the file name holds \`${JSON.stringify(unreachable[0]).slice(1, -1)}\`, which cannot be part of a page's address, so no reader could open it`,
          hint: 'rename the file using letters, digits, `-` and `_`',
        },
      ],
    };
  }
  const unsafe = unsafeLink(config.root, file, displayPath);
  if (unsafe) return { diagnostics: [unsafe] };
  const { text: source, problem } = readText(file);
  const { parsed, diagnostics } = parseFrontMatter(source, displayPath);
  if (problem)
    diagnostics.unshift({
      severity: 'warning',
      file: displayPath,
      line: problem.line,
      column: problem.column,
      rule: 'file/encoding',
      message: problem.message,
      hint: 'save the file as UTF-8 text',
    });
  if (!parsed) return { diagnostics };
  const route = fileToRoute(relativePath);
  const locale = localeOfRoute(route, config.localePrefixes);
  const homeTitle = config.locales[locale]?.title ?? config.title;
  const title = pageTitle(
    parsed.frontmatter,
    parsed.body,
    untitledName(relativePath, route === locale ? homeTitle : undefined),
    homeTitle,
    siteAttributeSyntax(config.user.markdown?.attrs).customId,
  );
  return {
    diagnostics,
    page: {
      file,
      relativePath,
      sourcePath,
      displayPath,
      route,
      locale,
      source,
      ...parsed,
      title,
      git: git.get(file) ?? { contributors: [] },
    },
  };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A page's text; a file that is not UTF-8 text (binary, NUL bytes, another encoding) is read anyway and reported. */
function readText(file: string): {
  text: string;
  problem?: { line: number; column: number; message: string };
} {
  const bytes = readFileSync(file);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = bytes.toString('utf8');
    const at = text.indexOf('\ufffd');
    return {
      text,
      problem: {
        ...lineAndColumn(text, at),
        message: 'this file is not valid UTF-8: the bytes that are not text show as �',
      },
    };
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1)
    return {
      text,
      problem: {
        ...lineAndColumn(text, nul),
        message: 'this file holds NUL bytes, so it is probably not a text file',
      },
    };
  return { text };
}

function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, index));
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

/** A docs folder without a single page: almost always the wrong folder, so build and check stop on it. */
export function noPagesFound(root: string): Diagnostic {
  return {
    severity: 'error',
    file: path.relative(process.cwd(), root) || '.',
    rule: 'site/no-pages',
    message: 'the docs folder holds no pages, so there is nothing to build or check',
    hint: 'a page is a `.md` file in the docs folder; pass the folder that holds them, e.g. `docs-build build docs`',
  };
}
