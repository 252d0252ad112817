import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontMatter, GitInfo } from '../../runtime/shared/types.ts';
import { fileToRoute, localeOfRoute } from '../../runtime/shared/routes.ts';
import { parseFrontMatter } from './front-matter.ts';
import { readGitHistory } from './git.ts';

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
  const unreachable = /[#?%\\\u0000-\u001f\u007f]/.exec(relativePath);
  if (unreachable) {
    return { diagnostics: [{
      severity: 'error', file: displayPath, rule: 'file/name',
      message: `the file name holds \`${JSON.stringify(unreachable[0]).slice(1, -1)}\`, which cannot be part of a page's address, so no reader could open it`,
      hint: 'rename the file using letters, digits, `-` and `_`',
    }] };
  }
  const { text: source, problem } = readText(file);
  const { parsed, diagnostics } = parseFrontMatter(source, displayPath);
  if (problem) diagnostics.unshift({ severity: 'warning', file: displayPath, line: problem.line, column: problem.column, rule: 'file/encoding', message: problem.message, hint: 'save the file as UTF-8 text' });
  if (!parsed) return { diagnostics };
  const route = fileToRoute(relativePath);
  const title = pageTitle(parsed.frontmatter, parsed.body, relativePath);
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

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A page's text; a file that is not UTF-8 text (binary, NUL bytes, another encoding) is read anyway and reported. */
function readText(file: string): { text: string; problem?: { line: number; column: number; message: string } } {
  const bytes = readFileSync(file);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = bytes.toString('utf8');
    const at = text.indexOf('\ufffd');
    return { text, problem: { ...lineAndColumn(text, at), message: 'this file is not valid UTF-8: the bytes that are not text show as �' } };
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1) return { text, problem: { ...lineAndColumn(text, nul), message: 'this file holds NUL bytes, so it is probably not a text file' } };
  return { text };
}

function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, index));
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

function pageTitle(frontmatter: FrontMatter, body: string, relativePath: string): string {
  if (frontmatter.title !== undefined) return String(frontmatter.title);
  const h1 = /^#\s+(.+?)\s*#*\s*$/m.exec(body);
  if (h1) return h1[1];
  return path.basename(relativePath, '.md');
}

/** A docs folder without a single page: almost always the wrong folder, so build and check stop on it. */
export function noPagesFound(root: string): Diagnostic {
  return {
    severity: 'error', file: path.relative(process.cwd(), root) || '.', rule: 'site/no-pages',
    message: 'the docs folder holds no pages, so there is nothing to build or check',
    hint: 'a page is a `.md` file in the docs folder; pass the folder that holds them, e.g. `docs-build build docs`',
  };
}
