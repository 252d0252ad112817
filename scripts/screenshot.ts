// Takes screenshots of a served site for a person to look at: node --import tsx scripts/screenshot.ts URL OUT [width] [dark]
import { launchBrowser } from '../tests/e2e/browser.ts';

const [url, out, width = '1440', mode = 'light'] = process.argv.slice(2);
const browser = await launchBrowser();
const page = await browser.newPage();
await page.emulateMediaFeatures([
  { name: 'prefers-color-scheme', value: mode === 'dark' ? 'dark' : 'light' },
]);
await page.setViewport({
  width: Number(width),
  height: Number(width) < 800 ? 844 : 900,
  deviceScaleFactor: 1,
});
page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${(e as Error).message}`));
page.on('requestfailed', (r) => console.log(`[requestfailed] ${r.url()}`));
await page.goto(url, { waitUntil: 'networkidle0' });
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
