import { existsSync, watch } from 'node:fs';
import path from 'node:path';

/** Settles once `file` no longer exists: its folder's watcher reports each change, and each is checked. */
export function gone(file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(path.dirname(file), () => check());
    const check = () => {
      if (existsSync(file)) return;
      watcher.close();
      resolve();
    };
    check();
  });
}
