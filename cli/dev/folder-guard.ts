import { statSync } from 'node:fs';

/** How often the docs folder's identity is looked at. */
const GUARD_INTERVAL_MS = 400;

/** The folder's inode and birth time (an inode number may be reused at once), or null while it is missing. */
function identity(folder: string): string | null {
  try {
    const stat = statSync(folder);
    return stat.isDirectory() ? `${stat.ino}:${stat.birthtimeMs}` : null;
  } catch {
    return null;
  }
}

/**
 * Calls `onReturn` when `folder` comes back after being removed, or is replaced by another folder
 * of the same name (`git checkout` of a branch without it, then back): a file watcher holds the
 * old folder, sees nothing of the new one, and must be started again.
 */
export function guardFolder(folder: string, onReturn: () => void): { close(): void } {
  let known = identity(folder);
  let missing = known === null;
  const timer = setInterval(() => {
    const now = identity(folder);
    if (now === null) {
      missing = true;
      return;
    }
    if (missing || now !== known) {
      missing = false;
      known = now;
      onReturn();
    }
  }, GUARD_INTERVAL_MS);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
