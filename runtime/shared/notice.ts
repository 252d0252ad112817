import type { NoticeEntry } from './types.ts';

/** The notice for a route: the entry with the longest path prefix of it, if any. */
export function noticeFor(route: string, notices: NoticeEntry[]): NoticeEntry | undefined {
  let best: NoticeEntry | undefined;
  for (const n of notices)
    if (route.startsWith(n.path) && (!best || n.path.length > best.path.length)) best = n;
  return best;
}

export const noticeStorageKey = (notice: NoticeEntry) => `docs-build-notice:${notice.key}`;
