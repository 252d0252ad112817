import { spawn } from 'node:child_process';
import path from 'node:path';

/** The launcher a user runs: the CLI as installed, in a process of its own. */
export const cli = path.resolve(import.meta.dirname, '../../bin/docs-build.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr interleaved as they arrived */
  output: string;
}

/** Runs the CLI to its end with what it printed; killed after `timeout` ms (its code is then null). */
export function runCli(
  args: string[],
  { cwd, timeout = 120_000 }: { cwd?: string; timeout?: number } = {},
): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: CliRun = { code: null, stdout: '', stderr: '', output: '' };
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      run.output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      run.stderr += chunk.toString();
      run.output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill(), timeout);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ...run, code });
    });
  });
}
