import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createProgram } from '../../../cli/main.ts';
import { siteCacheDir } from '../../../cli/core/project.ts';
import { NGINX_CONFIG_FILE } from '../../../cli/hosting/nginx.ts';

// The GitHub workflows and the Dockerfile cannot run here, so every command they run is checked against what
// exists: npm scripts of package.json, docs-build commands and options of the CLI's own commander program, paths.

const repo = path.resolve(import.meta.dirname, '../../..');
const scripts = (
  JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const ACTIONS = [
  'actions/checkout@v4',
  'actions/setup-node@v4',
  'actions/cache@v4',
  'actions/configure-pages@v5',
  'actions/upload-pages-artifact@v3',
  'actions/deploy-pages@v4',
];
// commands of the operating system a step may run
const SYSTEM = /^(DEBIAN_FRONTEND=noninteractive )?apt-get (update|install) /;

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; needs?: string }>;
}

const workflow = (name: string) =>
  parse(readFileSync(path.join(repo, '.github/workflows', name), 'utf8')) as Workflow;
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((job) => job.steps);

/** A docs-build command line (after `docs-build`): the command exists, commander knows every option, the folder exists. */
function checkCli(args: string[]) {
  const [name, ...rest] = args;
  const command = createProgram().commands.find((c) => c.name() === name);
  expect(command, `docs-build ${name}`).toBeDefined();
  const { operands, unknown } = command!.parseOptions(rest);
  expect(unknown, `docs-build ${args.join(' ')}`).toEqual([]);
  for (const dir of operands) expect(existsSync(path.join(repo, dir)), dir).toBe(true);
}

/** One shell command: an npm command whose script exists (and whose docs-build call is valid), or an apt-get call. */
function checkCommand(command: string) {
  if (SYSTEM.test(command)) return;
  const npm = /^npm (ci|test|run (\S+))(?: --no-audit --no-fund)?(?: -- (.*))?$/.exec(command);
  expect(npm, command).not.toBeNull();
  const script = npm![1] === 'test' ? 'test' : npm![2];
  if (!script) return;
  expect(scripts[script], `npm script ${script}`).toBeDefined();
  const cli = /^node bin\/docs-build\.js (.*)$/.exec(scripts[script]);
  if (cli) checkCli([...cli[1].split(' '), ...(npm![3]?.split(' ') ?? [])]);
  else expect(npm![3], `extra arguments to ${script}`).toBeUndefined();
}

const commandsOf = (run: string) =>
  run
    .split(/\n|&&/)
    .map((c) => c.trim())
    .filter(Boolean);

describe('the GitHub workflows', () => {
  for (const name of ['check.yml', 'deploy.yml']) {
    it(`${name} uses only the official actions and runs only commands that exist`, () => {
      for (const step of steps(workflow(name))) {
        if (step.uses) expect(ACTIONS, step.uses).toContain(step.uses);
        for (const command of commandsOf(step.run ?? '')) checkCommand(command);
      }
    });
  }

  it('check runs on pull requests: install, type check, the site check and the tests', () => {
    const w = workflow('check.yml');
    expect(Object.keys(w.on)).toContain('pull_request');
    expect(steps(w).flatMap((s) => commandsOf(s.run ?? ''))).toEqual(
      expect.arrayContaining([
        'npm ci --no-audit --no-fund',
        'npm run typecheck',
        'npm run check',
        'npm test',
      ]),
    );
  });

  it('deploy builds main with the history, a warm cache and the Pages files, then publishes the output', () => {
    const w = workflow('deploy.yml');
    expect(w.on.push).toEqual({ branches: ['main'] });
    const all = steps(w);
    const at = (uses: string) => all.findIndex((s) => s.uses?.startsWith(uses));
    const build = all.findIndex((s) => s.run?.includes('--github-pages'));
    expect(all[at('actions/checkout')].with?.['fetch-depth']).toBe(0);
    // restored after npm ci (which empties node_modules), before the build that reads it
    expect(at('actions/cache')).toBeGreaterThan(all.findIndex((s) => s.run?.startsWith('npm ci')));
    expect(at('actions/cache')).toBeLessThan(build);
    expect(all[at('actions/cache')].with?.path).toBe(
      path.relative(repo, siteCacheDir(path.join(repo, 'docs'))),
    );
    expect(all[at('actions/upload-pages-artifact')].with?.path).toBe('dist');
    expect(at('actions/deploy-pages')).toBeGreaterThan(build);
  });
});

describe('the Dockerfile', () => {
  const dockerfile = readFileSync(path.join(repo, 'Dockerfile'), 'utf8');

  it("builds in a Node stage with commands that exist and serves the output with nginx and the build's rules", () => {
    const runs = [...dockerfile.matchAll(/^RUN (.+)$/gm)].map((m) => m[1]);
    expect(runs.length).toBeGreaterThan(0);
    for (const command of runs.flatMap(commandsOf)) checkCommand(command);
    expect(dockerfile).toMatch(/^FROM node:20\S* AS build$/m);
    expect(dockerfile).toMatch(/^FROM nginx:\S+$/m);
    const rules = new RegExp(
      `^COPY --from=build /site/dist/${NGINX_CONFIG_FILE.replace('.', '\\.')} (\\S+)$`,
      'm',
    ).exec(dockerfile);
    expect(rules).not.toBeNull();
    expect(dockerfile).toContain(`include ${rules![1]};`);
    expect(dockerfile).toMatch(/^COPY --from=build \/site\/dist \/usr\/share\/nginx\/html$/m);
    expect(dockerfile).toContain('root /usr/share/nginx/html;');
  });
});
