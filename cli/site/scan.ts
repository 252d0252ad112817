import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter, GitInfo } from '../../runtime/shared/types.ts';
import { fileToRoute, localeOfRoute } from '../../runtime/shared/routes.ts';
import { parseFrontMatter } from './front-matter.ts';
import { readGitHistory } from './git.ts';
import { pageTitle } from './title.ts';

export interface SourcePage {
  file: string;
  /** Path relative to the docs folder with forward slashes: `guide/install/docker.md`. */
  relativePath: string;
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

/** Markdown files of the docs folder; folders starting with `.` or `_` and node_modules are not pages. */
export function listMarkdownFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) out.push(full);
    }
  };
  walk(root);
  return out.sort();
}

export function scanSite(config: ResolvedConfig, files = listMarkdownFiles(config.root)): ScanResult {
  const git = readGitHistory(config.root);
  const pages: SourcePage[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const result = scanFile(config, file, git);
    diagnostics.push(...result.diagnostics);
    if (result.page) pages.push(result.page);
  }
  return { pages, diagnostics };
}

export function scanFile(config: ResolvedConfig, file: string, git: Map<string, GitInfo>): { page?: SourcePage; diagnostics: Diagnostic[] } {
  const relativePath = path.relative(config.root, file).split(path.sep).join('/');
  const displayPath = path.relative(process.cwd(), file) || file;
  const source = readFileSync(file, 'utf8');
  const { parsed, diagnostics } = parseFrontMatter(source, displayPath);
  if (!parsed) return { diagnostics };
  const route = fileToRoute(relativePath);
  const title = pageTitle(parsed.frontmatter, parsed.body, path.basename(relativePath, '.md'));
  return {
    diagnostics,
    page: {
      file, relativePath, displayPath, route,
      locale: localeOfRoute(route, config.localePrefixes),
      source, ...parsed, title,
      git: git.get(file) ?? { contributors: [] },
    },
  };
}

/** A docs folder without a single page: almost always the wrong folder, so build and check stop on it. */
export function noPagesFound(root: string): Diagnostic {
  return {
    severity: 'error', file: path.relative(process.cwd(), root) || '.', rule: 'site/no-pages',
    message: 'the docs folder holds no pages, so there is nothing to build or check',
    hint: 'a page is a `.md` file in the docs folder; pass the folder that holds them, e.g. `docs-build build docs`',
  };
}
