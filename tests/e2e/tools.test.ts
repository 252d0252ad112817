import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeState, encodeState } from '../../docs/.site/components/tools/state.ts';
import {
  alertText,
  clickText,
  openTab,
  tokenBox,
  type Tab,
} from '../fixtures/tools-site/browser-tab.ts';
import {
  CRASHING_CODE,
  FAILING_CODE,
  FAILURE_TEXT,
  startMockTokenServer,
  type MockTokenServer,
} from '../fixtures/tools-site/mock-token-server.ts';
import { launchBrowser } from './browser.ts';
import { buildAndServe, type ServedSite } from './serve-site.ts';

// The token tools against a mock token API server. The fixture site's config reads the mock's address from
// TOOLS_MOCK_API at build time and makes it the only (default) server, so the pages talk to it on their own.
// Providers are simulated in the browser: their sign-in pages and token endpoints are answered by request
// interception, and a provider's redirect back is simulated by opening the callback URL with code and state.

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/tools-site/docs');
let mock: MockTokenServer;
let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  mock = await startMockTokenServer();
  process.env.TOOLS_MOCK_API = mock.url;
  [site, browser] = await Promise.all([buildAndServe(FIXTURE), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await mock?.close();
});

const open = (route: string) => openTab(browser, site.url + route);

/** Submits a request form and returns the provider URL the page went to (the sign-in is answered by interception). */
async function leaveFor(tab: Tab, button: string): Promise<URL> {
  const leaving = tab.page.waitForRequest(
    (r) => r.isNavigationRequest() && new URL(r.url()).hostname !== '127.0.0.1',
  );
  await clickText(tab.page, button);
  const url = new URL((await leaving).url());
  await tab.page.waitForFunction((href) => location.href === href, {}, url.href);
  expect(tab.left.map(String)).toContain(url.href);
  return url;
}

const callbackUrl = (provider: string, query: Record<string, string>) =>
  `/tool/${provider}/callback?${new URLSearchParams(query)}`;
const requestsTo = (pathStart: string) => mock.seen.filter((r) => r.path.startsWith(pathStart));

describe('OneDrive', () => {
  it('goes from the request form to the zone sign-in, then to tokens and a SharePoint site ID', async () => {
    const tab = await open('/tool/onedrive/request');
    const { page } = tab;
    expect(await page.$eval('.tool-api select', (s) => (s as HTMLSelectElement).value)).toBe('cf');
    expect(await page.$eval('input[name=redirect_uri]', (i) => (i as HTMLInputElement).value)).toBe(
      `${site.url}/tool/onedrive/callback`,
    );
    await page.select('select[name=zone]', 'cn');
    expect(await page.$eval('a.tool-button', (a) => a.getAttribute('href'))).toBe(
      'https://portal.azure.cn/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade',
    );
    await page.type('input[name=client_id]', 'od-client');
    await page.type('input[name=client_secret]', 'od-secret');
    const signIn = await leaveFor(tab, 'Get Refresh Token');
    expect(signIn.origin + signIn.pathname).toBe(
      'https://login.chinacloudapi.cn/common/oauth2/v2.0/authorize',
    );
    expect(signIn.searchParams.get('redirect_uri')).toBe(`${site.url}/tool/onedrive/callback`);
    expect(signIn.searchParams.get('scope')).toBe('offline_access files.readwrite.all');
    const state = signIn.searchParams.get('state')!;
    expect(decodeState(state, 3)).toEqual({ ok: true, fields: ['od-client', 'od-secret', 'cn'] });

    await page.goto(site.url + callbackUrl('onedrive', { code: 'od-code', state }), {
      waitUntil: 'networkidle0',
    });
    expect(await tokenBox(page, 'refresh_token')).toBe('rt-onedrive-od-code');
    expect(requestsTo('/alist/onedrive/get_refresh_token').at(-1)!.body).toMatchObject({
      code: 'od-code',
      client: state,
    });
    expect(await page.$eval('.tool-info', (dl) => dl.textContent)).toContain('od-client');

    await page.type('input[name=site_url]', 'https://contoso.sharepoint.cn/sites/team');
    await clickText(page, 'Get SiteID');
    expect(await tokenBox(page, 'site_id')).toBe('contoso.sharepoint.com,site-1,web-1');
    expect(requestsTo('/alist/onedrive/get_site_id').at(-1)!.body).toEqual({
      site_url: 'https://contoso.sharepoint.cn/sites/team',
      access_token: 'at-onedrive-od-code',
      zone: 'cn',
    });
    await tab.close();
  });

  it('works out a WebDAV root without any request', async () => {
    const tab = await open('/tool/onedrive/webdav');
    const before = mock.seen.length;
    await tab.page.type(
      'input[name=url]',
      'https://contoso.sharepoint.com/sites/team/SitePages/Home.aspx',
    );
    await clickText(tab.page, 'Get WebDav URL');
    expect(await tokenBox(tab.page, 'WebDAV root')).toBe(
      'https://contoso.sharepoint.com/sites/team/Shared Documents',
    );
    expect(mock.seen.length).toBe(before);
    await tab.close();
  });
});

describe('Aliyundrive', () => {
  it("signs in with AList's application and exchanges the code through the token server", async () => {
    const tab = await open('/tool/aliyundrive/request');
    const signIn = await leaveFor(tab, 'Go to login');
    expect(signIn.origin + signIn.pathname).toBe('https://open.aliyundrive.com/oauth/authorize');
    expect(signIn.searchParams.get('client_id')).toBe('76917ccccd4441c39457a04f6084fb2f');
    await tab.page.goto(
      site.url +
        callbackUrl('aliyundrive', { code: 'ali-code', state: signIn.searchParams.get('state')! }),
      { waitUntil: 'networkidle0' },
    );
    expect(await tokenBox(tab.page, 'refresh_token')).toBe('rt-aliyundrive-ali-code');
    expect(requestsTo('/alist/ali_open/code').at(-1)!.body).toEqual({
      code: 'ali-code',
      grant_type: 'authorization_code',
      client_id: '',
      client_secret: '',
    });
    await tab.page.waitForFunction(
      () => document.querySelector('.toast.success')?.textContent === 'Tokens received',
      { timeout: 5000 },
    );
    await tab.close();
  });

  it('signs in by QR code and continues at the callback with the code from the scan', async () => {
    const tab = await open('/tool/aliyundrive/request');
    await tab.page.click('input[name=own_client]');
    await tab.page.type('input[name=client_id]', 'ali-own');
    await tab.page.type('input[name=client_secret]', 'ali-secret');
    await clickText(tab.page, 'Scan QrCode');
    await tab.page.waitForSelector('.tool-qr img');
    expect(requestsTo('/alist/ali_open/qr').at(-1)!.body).toEqual({
      client_id: 'ali-own',
      client_secret: 'ali-secret',
    });
    // not waitForNavigation: the router keeps the scroll position in history.replaceState, and a scroll (the click
    // brings the button into view) resolved it before the page had left. Wait for the callback's own load instead.
    const arriving = tab.page.waitForRequest(
      (r) => r.isNavigationRequest() && r.url().includes('/tool/aliyundrive/callback?'),
    );
    await clickText(tab.page, 'I have scanned');
    await arriving;
    await tab.page.waitForFunction(() => location.pathname === '/tool/aliyundrive/callback');
    expect(tab.page.url()).toContain('/tool/aliyundrive/callback?code=ali-qr-code');
    expect(await tokenBox(tab.page, 'refresh_token')).toBe('rt-aliyundrive-ali-qr-code');
    expect(requestsTo('/alist/ali_open/code').at(-1)!.body).toMatchObject({
      client_id: 'ali-own',
      client_secret: 'ali-secret',
    });
    await tab.close();
  });
});

describe('Baidu, Dropbox, Wopan and 115 through the token server', () => {
  it('Baidu: signs in to the fixed app and reads the token with a GET', async () => {
    const tab = await open('/tool/baidu/request');
    const signIn = await leaveFor(tab, 'Sign in with Baidu');
    expect(signIn.origin + signIn.pathname).toBe('https://openapi.baidu.com/oauth/2.0/authorize');
    expect(signIn.searchParams.get('redirect_uri')).toBe('https://alist.nn.ci/tool/baidu/callback');
    await tab.page.goto(site.url + callbackUrl('baidu', { code: 'bd code' }), {
      waitUntil: 'networkidle0',
    });
    expect(await tokenBox(tab.page, 'refresh_token')).toBe('rt-baidu-bd code');
    expect(requestsTo('/alist/baidu/get_refresh_token').at(-1)!).toMatchObject({
      method: 'GET',
      path: '/alist/baidu/get_refresh_token?code=bd%20code',
    });
    await tab.close();
  });

  it("Dropbox: the reader's own app, with the callback page's address as redirect URI", async () => {
    const tab = await open('/tool/dropbox/request');
    await tab.page.click('input[name=own_client]');
    await tab.page.type('input[name=client_id]', 'db-key');
    await tab.page.type('input[name=client_secret]', 'db-secret');
    const signIn = await leaveFor(tab, 'Get Refresh Token');
    expect(signIn.origin + signIn.pathname).toBe('https://www.dropbox.com/oauth2/authorize');
    expect(signIn.searchParams.get('token_access_type')).toBe('offline');
    await tab.page.goto(
      site.url +
        callbackUrl('dropbox', { code: 'db-code', state: signIn.searchParams.get('state')! }),
      { waitUntil: 'networkidle0' },
    );
    expect(await tokenBox(tab.page, 'refresh_token')).toBe('rt-dropbox-db-code');
    expect(requestsTo('/alist/dropbox/token').at(-1)!.body).toEqual({
      code: 'db-code',
      client_id: 'db-key',
      client_secret: 'db-secret',
      grant_type: 'authorization_code',
      redirect_uri: `${site.url}/tool/dropbox/callback`,
    });
    await tab.close();
  });

  it('Wopan: phone and password ask for an SMS code, the code gets the tokens', async () => {
    const tab = await open('/tool/wopan/token');
    const { page } = tab;
    await page.type('input[name=phone]', '13000000000');
    await page.type('input[name=password]', 'pw');
    await clickText(page, 'Get Verify Code');
    await page.waitForSelector('.tool-alert-success');
    await page.type('input[name=verify_code]', '123456');
    await clickText(page, 'Get Token');
    expect(await tokenBox(page, 'refresh_token')).toBe('rt-wopan-123456');
    expect(await tokenBox(page, 'access_token')).toBe('at-wopan-123456');
    expect(requestsTo('/alist/wopan/login').at(-1)!.body).toEqual({
      phone: '13000000000',
      password: 'pw',
      verify_code: '',
    });
    await tab.close();
  });

  it('115: shows the QR code, reports a scan that is not confirmed yet, then gives the token', async () => {
    const tab = await open('/tool/115/token');
    const { page } = tab;
    await clickText(page, 'Get QRCode');
    const src = await page
      .waitForSelector('.tool-qr img')
      .then((img) => img!.evaluate((i) => i.getAttribute('src')));
    expect(src).toBe(
      `${mock.url}/qr/?size=400&text=${encodeURIComponent('https://115.com/scan/dg-uid-115')}`,
    );
    await clickText(page, 'I have scanned');
    await page.waitForSelector('.tool-alert-warning');
    await clickText(page, 'I have scanned');
    expect(await tokenBox(page, 'Token')).toBe('uid-115');
    expect(requestsTo('/proxy/qrcodeapi.115.com/get/status/').at(-1)!.path).toMatch(
      /uid=uid-115&time=1700000000&sign=sig&_=\d+/,
    );
    await tab.close();
  });
});

describe('Google and Yandex, exchanged with the provider from the browser', () => {
  it('Google: own client → consent → tokens → album list over two pages', async () => {
    const tab = await open('/tool/google/request');
    const { page } = tab;
    await clickText(page, 'Use RClone client');
    expect(await page.$eval('input[name=redirect_uri]', (i) => (i as HTMLInputElement).value)).toBe(
      'http://127.0.0.1:53682/',
    );
    await clickText(page, 'Use own client');
    await page.type('input[name=client_id]', 'g-client');
    await page.type('input[name=client_secret]', 'g-secret');
    const signIn = await leaveFor(tab, 'Go get');
    expect(signIn.origin + signIn.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(signIn.searchParams.get('prompt')).toBe('consent');
    await page.goto(
      site.url +
        callbackUrl('google', {
          code: 'g-code',
          state: signIn.searchParams.get('state')!,
          scope: 'x',
        }),
      { waitUntil: 'networkidle0' },
    );
    expect(await tokenBox(page, 'refresh_token')).toBe('g-rt-g-code');
    expect(Object.fromEntries(tab.providerCalls[0].form)).toEqual({
      client_id: 'g-client',
      client_secret: 'g-secret',
      code: 'g-code',
      grant_type: 'authorization_code',
      redirect_uri: `${site.url}/tool/google/callback`,
    });
    expect(mock.seen.some((r) => r.path.includes('google'))).toBe(false);

    await Promise.all([
      page.waitForFunction(() => location.pathname.endsWith('/tool/google/album')),
      clickText(page, 'Get Album ID'),
    ]);
    await page.waitForSelector('.tool-table tbody tr:nth-child(2)');
    expect(
      await page.$$eval('.tool-table tbody tr', (rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)),
      ),
    ).toEqual([
      ['Trip <img src=x onerror="window.__xss=3">', 'album-1'],
      ['Home', 'album-2'],
    ]);
    expect(
      tab.providerCalls
        .filter((c) => c.url.host === 'photoslibrary.googleapis.com')
        .map((c) => c.authorization),
    ).toEqual(['Bearer g-at', 'Bearer g-at']);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    await tab.close();
  });

  it("Yandex: AList's client leaves the redirect to its registration; the callback exchanges with Yandex", async () => {
    const tab = await open('/tool/yandex/request');
    const signIn = await leaveFor(tab, 'Sign in with Yandex');
    expect(signIn.origin + signIn.pathname).toBe('https://oauth.yandex.com/authorize');
    expect(signIn.searchParams.has('redirect_uri')).toBe(false);
    await tab.page.goto(site.url + callbackUrl('yandex', { code: 'y-code' }), {
      waitUntil: 'networkidle0',
    });
    expect(await tokenBox(tab.page, 'refresh_token')).toBe('y-rt-y-code');
    expect(tab.providerCalls[0].form.get('client_id')).toBe('a78d5a69054042fa936f6c77f9a0ae8b');
    await tab.close();
  });
});

describe('callback failures', () => {
  it('shows the error a provider returned and sends nothing', async () => {
    const before = mock.seen.length;
    const tab = await open(
      callbackUrl('onedrive', { error: 'access_denied', error_description: 'The user declined.' }),
    );
    expect(await alertText(tab.page)).toEqual({
      title: 'access_denied',
      body: 'The user declined.',
    });
    expect(mock.seen.length).toBe(before);
    await tab.close();
  });

  it('names a missing code or state', async () => {
    const tab = await open(callbackUrl('dropbox', { state: encodeState(['a', 'b']) }));
    expect((await alertText(tab.page)).body).toContain('"code"');
    await tab.page.goto(site.url + callbackUrl('dropbox', { code: 'x' }), {
      waitUntil: 'networkidle0',
    });
    expect((await alertText(tab.page)).body).toContain('"state"');
    await tab.close();
  });

  it('shows the server error, as text, when the token server refuses or crashes', async () => {
    const state = encodeState(['c', 's', 'global']);
    const tab = await open(callbackUrl('onedrive', { code: FAILING_CODE, state }));
    expect(await alertText(tab.page)).toEqual({ title: 'invalid_grant', body: FAILURE_TEXT });
    expect(await tab.page.$$('.tool-panel img')).toHaveLength(0);
    await tab.page.goto(site.url + callbackUrl('onedrive', { code: CRASHING_CODE, state }), {
      waitUntil: 'networkidle0',
    });
    expect(await alertText(tab.page)).toEqual({
      title: 'HTTP 500',
      body: '<html><body>Internal error</body></html>',
    });
    expect(
      await tab.page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    await tab.close();
  });

  it.each([
    ['not base64', '%%%'],
    ['too few fields', encodeState(['only-id'])],
    ['an unknown zone', encodeState(['c', 's', 'mars'])],
  ])('rejects a malformed state (%s) without calling the server', async (_name, state) => {
    const before = mock.seen.length;
    const tab = await open(callbackUrl('onedrive', { code: 'x', state }));
    expect((await alertText(tab.page)).title).toBe('Invalid state');
    expect(mock.seen.length).toBe(before);
    await tab.close();
  });

  it('never runs markup from the query string', async () => {
    const payload =
      '<script>window.__xss=1;alert(1)</script>"><img src=x onerror="window.__xss=2;alert(2)">';
    const queries: Record<string, string>[] = [
      { error: payload, error_description: payload },
      { code: payload, state: payload },
      { code: 'x', state: encodeState([payload, payload]) },
    ];
    for (const query of queries) {
      const tab = await open(`${callbackUrl('dropbox', query)}`);
      await tab.page.waitForSelector('.tool-alert, .tool-token');
      const found = await tab.page.evaluate(() => ({
        xss: (window as unknown as { __xss?: number }).__xss ?? null,
        images: document.querySelectorAll('.tool-panel img, img[src="x"]').length,
        scripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
        text: document.querySelector('.tool-panel')?.textContent ?? '',
      }));
      expect(found).toMatchObject({ xss: null, images: 0, scripts: 0 });
      expect(tab.dialogs).toEqual([]);
      if (query.error) expect(found.text).toContain('<script>window.__xss=1;alert(1)</script>');
      await tab.close();
    }
  });

  it('speaks Chinese on /zh/ pages', async () => {
    const tab = await open('/zh/tool/onedrive/callback');
    expect((await alertText(tab.page)).title).toBe('缺少参数');
    await tab.close();
  });
});
