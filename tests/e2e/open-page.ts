import type { Browser, Page, PuppeteerLifeCycleEvent, Viewport } from 'puppeteer-core';

export interface OpenPageOptions {
  /** a browser context of its own, so no storage or cache carries over from other pages */
  fresh?: boolean;
  viewport?: Viewport;
  /** runs before the page is loaded: storage to seed, a language to claim, scripts to block */
  prepare?: (page: Page) => Promise<unknown>;
  /** counts console errors and warnings too, not only uncaught exceptions */
  consoleErrors?: boolean;
  waitUntil?: PuppeteerLifeCycleEvent;
}

export interface OpenedPage {
  page: Page;
  /** the path of every request the page made, in order */
  requests: string[];
  errors: string[];
  status: number;
}

/** Loads `url` in a new tab, recording its requests and errors, and waits for the network to settle. */
export async function openPage(
  browser: Browser,
  url: string,
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const page = options.fresh
    ? await (await browser.createBrowserContext()).newPage()
    : await browser.newPage();
  if (options.viewport) await page.setViewport(options.viewport);
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => errors.push((e as Error).message));
  if (options.consoleErrors)
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') errors.push(m.text());
    });
  await options.prepare?.(page);
  const response = await page.goto(url, { waitUntil: options.waitUntil ?? 'networkidle0' });
  return { page, requests, errors, status: response?.status() ?? 0 };
}
