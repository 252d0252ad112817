import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';

/**
 * Deletes the folder `dir` in a process of its own that outlives this one, so a command does not wait for it: the
 * previous output of a whole build (about 3,000 files for this repository's site) took 0.5 s to unlink, after every
 * page was written. Nothing reads the folder once it is moved aside; a removal cut short is finished by the next
 * build (`recoverInterruptedBuilds`). Where no process can be started (`node`, the program to run, is missing), it
 * is deleted here.
 */
export async function removeAfterExit(dir: string, node = process.execPath): Promise<void> {
  const removed = await new Promise<boolean>((resolve) => {
    try {
      const child = spawn(node, ['-e', REMOVE, dir], {
        detached: true,
        stdio: 'ignore',
        windowsHide: true,
        // the user's NODE_OPTIONS (a loader, a preload) have no part in deleting a folder
        env: withoutNodeOptions(process.env),
      });
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
      child.once('error', () => resolve(false));
    } catch {
      resolve(false);
    }
  });
  if (!removed) await rm(dir, { recursive: true, force: true });
}

function withoutNodeOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _, ...rest } = env;
  return rest;
}

const REMOVE = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";
