import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { siteAttributeSyntax } from './attribute-syntax.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter, GitInfo, PageTranslation } from '../../runtime/shared/types.ts';
import { fileToRoute, localeOfRoute } from '../../runtime/shared/routes.ts';
import { parseFrontMatter } from './front-matter.ts';
import type { FrontMatterMemo } from './front-matter-memo.ts';
import { sayMessages } from './language-values.ts';
import { readGitHistory } from './git.ts';
import { pageTitle, untitledName } from './title.ts';
import { compileRewrites, type Rewrite } from './rewrites.ts';
import { decodeText, readUnlessLink } from './read-text.ts';
import { isDirectory, isHidden, isInside, realOrNull } from './real-paths.ts';
import { unsafeLink } from './unsafe-link.ts';
import { longNameProblems } from './output-names.ts';

export interface SourcePage {
  file: string;
  /**
   * Path relative to the docs folder with forward slashes, as the page is
   * published (after `rewrites`): `guide/install/docker.md`.
   */
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
  /**
   * A page served in place of a missing translation: the `/` page whose text
   * it carries (locales' `missing: 'fallback'`).
   */
  fallback?: PageTranslation;
}

export interface ScanResult {
  pages: SourcePage[];
  diagnostics: Diagnostic[];
}

/**
 * Markdown files of the docs folder; folders starting with `.` or `_`,
 * node_modules and `skip` (the public folder when it lies inside) are not
 * pages. A symlinked folder is walked once, when it leads to a folder inside
 * the root.
 */
export function listMarkdownFiles(
  root: string,
  skip: string[] = [],
  excluded: (relative: string) => boolean = () => false,
): string[] {
  const out: string[] = [];
  const realRoot = realOrNull(root) ?? root;
  // the real folders on the way down: a link back to one of them would walk
  // forever
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
 * The site's `srcExclude` (VitePress's name) as a test of a path relative to
 * the docs folder, with forward slashes: files it matches are not pages, though
 * a page may still include them.
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

/**
 * `git`: the history of `config.root`'s files, when the caller read it ahead
 * (see readGitHistoryAsync).
 */
export function scanSite(
  config: ResolvedConfig,
  files = pageFiles(config),
  git = readGitHistory(config.root),
  memo?: FrontMatterMemo,
): ScanResult {
  const pages: SourcePage[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const result = scanFile(config, file, git, memo);
    diagnostics.push(...result.diagnostics);
    if (result.page) pages.push(result.page);
  }
  const readmes = config.user.readme === 'page' ? readmesOfTheirOwn(pages) : pages;
  return { pages: oneFilePerRoute(readmes, diagnostics), diagnostics };
}

/** A file git knows nothing of, or a scan outside a repository: each page its own, as a page's data may be changed. */
const noHistory = (): GitInfo => ({ contributors: [] });

/** Gives each page its file's dates and contributors: a scan made before the history was read has none. */
export function withHistory(pages: SourcePage[], git: Map<string, GitInfo>): void {
  for (const page of pages) page.git = git.get(page.file) ?? noHistory();
}

/**
 * Whether a page is its folder's `index.md`, which a `README.md` beside it
 * gives way to.
 */
export const isIndexFile = (page: Pick<SourcePage, 'relativePath'>): boolean =>
  /(^|\/)index\.md$/i.test(page.relativePath);

/**
 * With `readme: 'page'`, a `README.md` beside an `index.md` is published at
 * `<folder>/README`, as VitePress routes it; one alone stays its folder's page.
 */
function readmesOfTheirOwn(pages: SourcePage[]): SourcePage[] {
  const indexRoutes = new Set(pages.filter(isIndexFile).map((page) => page.route));
  return pages.map((page) =>
    indexRoutes.has(page.route) && !isIndexFile(page)
      ? { ...page, route: `${page.route}${path.posix.basename(page.relativePath, '.md')}` }
      : page,
  );
}

/**
 * `README.md` and `index.md` are both a folder's page; a folder holding both (a
 * repository's read-me beside a VitePress home page) publishes `index.md`, the
 * name VitePress and VuePress give the page, and says so at the other.
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
  memo?: FrontMatterMemo,
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
  let bytes = readUnlessLink(file);
  if (!bytes) {
    const unsafe = unsafeLink(config.root, file, displayPath);
    if (unsafe) return { diagnostics: [unsafe] };
    bytes = readFileSync(file);
  }
  const { text: source, problem } = decodeText(bytes);
  const route = fileToRoute(relativePath);
  const locale = localeOfRoute(route, config.localePrefixes);
  const lang = config.locales[locale]?.lang;
  const parse = () => parseFrontMatter(source, displayPath, config.frontMatterKeys, lang);
  const { parsed, diagnostics } = memo ? memo.parse(source, displayPath, parse, lang) : parse();
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
  sayMessages(parsed.frontmatter, lang ? config.user.markdown?.messages?.[lang] : undefined);
  // every command that scans reports it: build, check and dev alike
  diagnostics.push(...longNameProblems([{ route, displayPath }]));
  const homeTitle = config.locales[locale]?.title ?? config.title;
  const title = pageTitle(
    parsed.frontmatter,
    parsed.body,
    untitledName(relativePath, route === locale ? homeTitle : undefined),
    homeTitle,
    siteAttributeSyntax(config.user.markdown?.attrs),
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
      git: git.get(file) ?? noHistory(),
    },
  };
}

/**
 * A docs folder without a single page: almost always the wrong folder, so build
 * and check stop on it.
 */
export function noPagesFound(root: string): Diagnostic {
  return {
    severity: 'error',
    file: path.relative(process.cwd(), root) || '.',
    rule: 'site/no-pages',
    message: 'the docs folder holds no pages, so there is nothing to build or check',
    hint: 'a page is a `.md` file in the docs folder; pass the folder that holds them, e.g. `docs-build build docs`',
  };
}
