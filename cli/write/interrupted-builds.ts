import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Cleans up after builds that were killed: their staging folders are deleted, and a previous site that was moved
 * aside for the swap but never deleted is moved back when no site took its place. Folders of builds still running
 * (another process writing the same output) are left alone.
 */
export function recoverInterruptedBuilds(target: string): void {
  const dir = path.dirname(target);
  if (!existsSync(dir)) return;
  const pattern = new RegExp(
    `^\\.${path.basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.tmp-(\\d+)-\\d+(\\.old)?$`,
  );
  const leftovers = readdirSync(dir).flatMap((name) => {
    const m = pattern.exec(name);
    return m && !isRunning(Number(m[1]))
      ? [{ file: path.join(dir, name), old: Boolean(m[2]) }]
      : [];
  });
  for (const { file, old } of leftovers) {
    if (old && !existsSync(target)) renameSync(file, target);
    else rmSync(file, { recursive: true, force: true });
  }
}
