import type { Page } from 'puppeteer-core';

export interface OpenRequests {
  /** Drops the requests open so far and ignores any later one of the documents loaded so far: before a navigation, those of the document it leaves. */
  forget(): void;
  /** Resolves once no request of the page has been open for `idleMs`; rejects after `timeoutMs`, naming those still open. */
  quiet(options: { idleMs: number; timeoutMs: number }): Promise<void>;
}

/** How often a wait asks the page which of the requests still counted open it has in fact received. */
const RECONCILE_MS = 250;

/**
 * The requests of `page` that started and have not finished or failed. With three tabs loading pages together,
 * Chromium now and then sends a request's start over the DevTools protocol and never its response or end, though the
 * page got the file: its resource timing entry is there and the script that fetched it went on (seen for the icon
 * sprite and a code chunk, from the disk cache and from the network). Puppeteer's `waitForNetworkIdle` counts the same
 * events and waits for good (puppeteer/puppeteer#11235), so a request also ends here once the page's own resource
 * timing holds its URL. A timeout says what is open.
 *
 * A document being left can still start a request after `forget` (a diagram's chunk, asked for once it scrolled into
 * view), and its end may never be sent as the document goes away; the next page never loads that URL, so it would stay
 * open there. Each request names the document that made it (its loader), so those of documents already loaded are
 * ignored from `forget` on. A worker's requests name no loader and are always counted.
 */
export async function trackOpenRequests(page: Page): Promise<OpenRequests> {
  const open = new Map<string, string>();
  const loaders = new Set<string>();
  const left = new Set<string>();
  let changed = () => undefined as void;
  const cdp = await page.createCDPSession();
  // a redirect is sent again under the same id, so it stays one open request
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.loaderId) loaders.add(event.loaderId);
    if (left.has(event.loaderId)) return;
    open.set(event.requestId, event.request.url);
    changed();
  });
  const settle = (event: { requestId: string }) => {
    open.delete(event.requestId);
    changed();
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);
  await cdp.send('Network.enable');

  const reconcile = async () => {
    if (open.size === 0) return;
    const received = new Set(
      await page
        .evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
        .catch(() => []),
    );
    const before = open.size;
    for (const [id, url] of open) if (received.has(url)) open.delete(id);
    if (open.size !== before) changed();
  };
  return {
    forget: () => {
      open.clear();
      for (const loader of loaders) left.add(loader);
    },
    quiet: ({ idleMs, timeoutMs }) =>
      new Promise<void>((resolve, reject) => {
        let idle: NodeJS.Timeout | undefined;
        const poll = setInterval(() => void reconcile(), RECONCILE_MS);
        const done = (error?: Error) => {
          clearTimeout(idle);
          clearTimeout(limit);
          clearInterval(poll);
          changed = () => undefined;
          if (error) reject(error);
          else resolve();
        };
        const limit = setTimeout(
          () =>
            done(
              new Error(
                `requests still open after ${timeoutMs} ms: ${[...open.values()].join(', ')}`,
              ),
            ),
          timeoutMs,
        );
        changed = () => {
          clearTimeout(idle);
          if (open.size === 0) idle = setTimeout(() => done(), idleMs);
        };
        changed();
      }),
  };
}
