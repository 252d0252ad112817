import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { openPage } from './open-page.ts';
import { useServedSite, type ServedSite } from './serve-site.ts';

export const THEME_SITE = path.resolve(import.meta.dirname, '../fixtures/theme-site/docs');

export interface OpenOptions {
  width?: number;
  languages?: string[];
  keepNotice?: boolean;
  mobile?: boolean;
}

/**
 * Builds and serves the theme fixture for a test file, and opens its pages each in a fresh browser context (no
 * storage carried over), with the notice already seen unless asked otherwise.
 */
export function useThemeSite() {
  const env: { site: ServedSite; browser: Browser } = useServedSite(THEME_SITE);
  async function open(
    route: string,
    { width = 1280, languages = ['en-US'], keepNotice = false, mobile = false }: OpenOptions = {},
  ): Promise<Page> {
    const opened = await openPage(env.browser, env.site.url + route, {
      fresh: true,
      viewport: { width, height: 800, isMobile: mobile, hasTouch: mobile },
      prepare: (page) =>
        page.evaluateOnNewDocument(
          (langs: string[], seen: boolean) => {
            Object.defineProperty(navigator, 'languages', { get: () => langs });
            if (seen && !localStorage.getItem('docs-build-notice:test-notice'))
              localStorage.setItem('docs-build-notice:test-notice', '1');
          },
          languages,
          !keepNotice,
        ),
    });
    return opened.page;
  }
  return { env, open, close: (page: Page) => page.browserContext().close() };
}
