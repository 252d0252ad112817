import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultOutDir } from '../core/project.ts';

/** The npm scripts init offers, by name, and the command each runs on the docs folder. */
const DOCS_SCRIPTS = {
  'docs:dev': 'dev',
  'docs:build': 'build',
  'docs:preview': 'preview',
  'docs:check': 'check',
} as const;

export type DocsScript = keyof typeof DOCS_SCRIPTS;

export interface ScriptsResult {
  /** The package.json written to, or null when the current folder has none (or it was unreadable). */
  packageJson: string | null;
  added: DocsScript[];
  /** Names the package.json already used for scripts of its own: left as they were. */
  kept: DocsScript[];
  /** Why the package.json was left alone, when it was. */
  problem?: string;
}

/**
 * Adds `docs:dev`, `docs:build`, `docs:preview` and `docs:check` to the package.json of the current
 * folder, where `npm run` looks, keeping its indentation; a script of the same name is never
 * replaced. Nothing is written when there is no package.json or the docs folder lies outside it.
 */
export function addDocsScripts(docsRoot: string, cwd = process.cwd()): ScriptsResult {
  const file = path.join(cwd, 'package.json');
  const none: ScriptsResult = { packageJson: null, added: [], kept: [] };
  const folder = path.relative(cwd, path.resolve(docsRoot)).split(path.sep).join('/') || '.';
  if (!existsSync(file) || folder.startsWith('..')) return none;
  const text = readFileSync(file, 'utf8');
  let pkg: { scripts?: Record<string, string> };
  try {
    pkg = JSON.parse(text) as typeof pkg;
  } catch (error) {
    return { ...none, problem: `package.json does not parse (${(error as Error).message})` };
  }
  if (typeof pkg !== 'object' || pkg === null || Array.isArray(pkg))
    return { ...none, problem: 'package.json is not an object' };
  const scripts = (pkg.scripts ??= {});
  const added: DocsScript[] = [];
  const kept: DocsScript[] = [];
  for (const [name, command] of Object.entries(DOCS_SCRIPTS) as [DocsScript, string][]) {
    if (Object.hasOwn(scripts, name)) kept.push(name);
    else {
      scripts[name] = `docs-build ${command} ${folder}`;
      added.push(name);
    }
  }
  if (added.length) writeFileSync(file, `${JSON.stringify(pkg, null, indentOf(text))}\n`);
  return { packageJson: file, added, kept };
}

/** The indentation a JSON file uses, so a rewrite changes only what was added. */
function indentOf(text: string): string | number {
  return /^[{[]\r?\n([ \t]+)/.exec(text)?.[1] ?? 2;
}

/** How the package manager that ran init runs a script and a package's command. */
function runners(userAgent = process.env.npm_config_user_agent ?? '') {
  if (userAgent.startsWith('pnpm/')) return { script: 'pnpm run', exec: 'pnpm exec docs-build' };
  if (userAgent.startsWith('yarn/')) return { script: 'yarn run', exec: 'yarn docs-build' };
  if (userAgent.startsWith('bun/')) return { script: 'bun run', exec: 'bunx docs-build' };
  return { script: 'npm run', exec: 'npx docs-build' };
}

/**
 * The next steps init prints, as commands that run as printed: the npm scripts where they were
 * added, else the installed command through the package manager (`docs-build` alone is not on
 * the PATH of a project that installed it locally).
 */
export function nextSteps(
  docsRoot: string,
  scripts: ScriptsResult,
  { cwd = process.cwd(), userAgent }: { cwd?: string; userAgent?: string } = {},
): string[] {
  const run = runners(userAgent);
  const shown = path.relative(cwd, path.resolve(docsRoot)) || '.';
  const command = (name: DocsScript) =>
    scripts.added.includes(name)
      ? `${run.script} ${name}`
      : `${run.exec} ${DOCS_SCRIPTS[name]} ${shown}`;
  const lines = [
    `  ${command('docs:dev')}      write with a live preview`,
    `  ${command('docs:check')}    links, translations and front matter`,
    `  ${command('docs:build')}    the static site, in ${path.relative(cwd, defaultOutDir(docsRoot, cwd)) || '.'}`,
    `  ${command('docs:preview')}  serve the built site`,
  ];
  const notes: string[] = [];
  if (scripts.added.length)
    notes.push(
      `added the scripts ${scripts.added.join(', ')} to ${path.relative(cwd, scripts.packageJson!) || 'package.json'}`,
    );
  if (scripts.kept.length)
    notes.push(`kept your own ${scripts.kept.join(', ')} in package.json (not replaced)`);
  if (scripts.problem) notes.push(`added no scripts: ${scripts.problem}`);
  return [...notes, '', 'Next:', ...lines];
}
