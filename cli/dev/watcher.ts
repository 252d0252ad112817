import path from 'node:path';
import chokidar from 'chokidar';

export type ChangeKind = 'add' | 'change' | 'unlink';

export interface ChangeBatch {
  files: Map<string, ChangeKind>;
}

/**
 * Watches the given folders and hands over changes in batches: many saves within `delay` ms (an editor writing
 * several files, or a writer saving repeatedly) become one rebuild.
 */
export function watchFiles(folders: string[], onBatch: (batch: ChangeBatch) => Promise<void>, { delay = 30 } = {}) {
  const watcher = chokidar.watch(folders, {
    ignoreInitial: true,
    ignored: (file) => /(^|[/\\])(node_modules|\.git|dist|\.cache)([/\\]|$)/.test(file) || /\.(tmp|swp)$|~$/.test(file),
    awaitWriteFinish: false,
  });
  let pending = new Map<string, ChangeKind>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    const files = pending;
    pending = new Map();
    running = running.then(() => onBatch({ files })).catch(() => undefined);
  };
  const queue = (kind: ChangeKind) => (file: string) => {
    const previous = pending.get(path.resolve(file));
    // an add followed by changes is still an add; a change after an unlink (editor swap) is a change
    pending.set(path.resolve(file), previous === 'add' && kind === 'change' ? 'add' : kind);
    clearTimeout(timer);
    timer = setTimeout(flush, delay);
  };
  watcher.on('add', queue('add')).on('change', queue('change')).on('unlink', queue('unlink'));
  return {
    ready: new Promise<void>((resolve) => watcher.once('ready', () => resolve())),
    close: async () => { clearTimeout(timer); await watcher.close(); await running; },
  };
}
