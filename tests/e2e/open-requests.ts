import type { HTTPRequest, Page } from 'puppeteer-core';

export interface OpenRequests {
  /** Drops the requests open so far: before a navigation, those of the document it leaves. */
  forget(): void;
  /** Resolves once no request of the page has been open for `idleMs`; rejects after `timeoutMs`, naming those still open. */
  quiet(options: { idleMs: number; timeoutMs: number }): Promise<void>;
}

/**
 * The requests of `page` that started and have not finished or failed, kept from the page's own events. Puppeteer's
 * `waitForNetworkIdle` counts them in its network manager instead, and once in CI that count never fell to zero on a
 * page whose requests had all ended (puppeteer/puppeteer#11235 reports the same); a timeout here says what is open.
 */
export function trackOpenRequests(page: Page): OpenRequests {
  const open = new Set<HTTPRequest>();
  let changed = () => undefined as void;
  const settle = (request: HTTPRequest) => { open.delete(request); changed(); };
  page.on('request', (request) => { open.add(request); changed(); });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    forget: () => open.clear(),
    quiet: ({ idleMs, timeoutMs }) => new Promise<void>((resolve, reject) => {
      let idle: NodeJS.Timeout | undefined;
      const done = (error?: Error) => { clearTimeout(idle); clearTimeout(limit); changed = () => undefined; if (error) reject(error); else resolve(); };
      const limit = setTimeout(() => done(new Error(`requests still open after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`)), timeoutMs);
      changed = () => { clearTimeout(idle); if (open.size === 0) idle = setTimeout(() => done(), idleMs); };
      changed();
    }),
  };
}
