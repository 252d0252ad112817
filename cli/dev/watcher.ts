import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { importModule } from '../core/import-module.ts';

export type ChangeKind = 'add' | 'change' | 'unlink';

export interface ChangeBatch {
  files: Map<string, ChangeKind>;
}

/** How long `close` waits for a batch being applied. */
const CLOSE_WAIT_MS = 2000;

const ignored = (file: string) =>
  /(^|[/\\])(node_modules|\.git|dist|\.cache)([/\\]|$)/.test(file) || /\.(tmp|swp)$|~$/.test(file);

/**
 * Watches the given folders and hands over changes in batches: many saves within `delay` ms (an editor writing
 * several files, or a writer saving repeatedly) become one rebuild.
 */
export async function watchFiles(
  folders: string[],
  onBatch: (batch: ChangeBatch) => Promise<void>,
  { delay = 10, onError = (error: unknown) => console.error(error) } = {},
) {
  // chokidar is an ES module only, which the CLI's CommonJS bundle loads this way
  const { watch } = await importModule<typeof import('chokidar')>('chokidar');
  const watcher = watch(folders, {
    ignoreInitial: true,
    ignored,
    awaitWriteFinish: false,
  });
  let pending = new Map<string, ChangeKind>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    const files = pending;
    pending = new Map();
    // a failing batch is reported and the next one still runs: the server must survive anything a save does
    running = running.then(() => onBatch({ files })).catch(onError);
  };
  const queue = (kind: ChangeKind) => (file: string) => {
    const previous = pending.get(path.resolve(file));
    // an add followed by changes is still an add; a change after an unlink (editor swap) is a change
    pending.set(path.resolve(file), previous === 'add' && kind === 'change' ? 'add' : kind);
    clearTimeout(timer);
    timer = setTimeout(flush, delay);
  };
  watcher.on('add', queue('add')).on('change', queue('change')).on('unlink', queue('unlink'));
  // chokidar drops a 'change' whose timestamps look unchanged, which coarse file-system clocks can cause for two
  // quick saves; the raw event still arrives, and a change that changed nothing costs only a cache lookup
  watcher.on('raw', (event, name, details) => {
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (event !== 'change' || !watched || !name) return;
    const full = path.basename(watched) === name ? watched : path.join(watched, name);
    if (!ignored(full) && existsSync(full) && statSync(full).isFile()) queue('change')(full);
  });
  const added = new Set<string>();
  return {
    ready: new Promise<void>((resolve) => watcher.once('ready', () => resolve())),
    /** Watches these files too, beside the folders: what pages show from elsewhere in their repository. */
    add: (files: string[]) => {
      const fresh = files.filter(
        (file) => !added.has(file) && !folders.some((dir) => file.startsWith(dir + path.sep)),
      );
      for (const file of fresh) added.add(file);
      if (fresh.length) watcher.add(fresh);
    },
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      // a batch still compiling has nowhere to send its result: wait a moment for it, never for good
      let wait: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          wait = setTimeout(resolve, CLOSE_WAIT_MS);
        }),
      ]);
      clearTimeout(wait);
    },
  };
}
