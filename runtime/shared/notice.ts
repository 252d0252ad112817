import type { NoticeEntry } from './types.ts';

/** The notice for a route: the entry with the longest path prefix of it, if any. */
export function noticeFor(route: string, notices: NoticeEntry[]): NoticeEntry | undefined {
  let best: NoticeEntry | undefined;
  for (const n of notices)
    if (route.startsWith(n.path) && (!best || n.path.length > best.path.length)) best = n;
  return best;
}

/**
 * The flag that remembers a notice was closed. Each locale keeps its own, so closing the English notice leaves the
 * Chinese one to be read; the root locale's flag keeps the bare key it has always had.
 */
export const noticeStorageKey = (notice: NoticeEntry, localePrefix: string) =>
  `docs-build-notice:${localePrefix === '/' ? '' : localePrefix}${notice.key}`;
