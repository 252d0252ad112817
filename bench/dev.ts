// Dev server figures in a real browser: time from start to the first page's content, and from saving a page to the
// browser showing the change (the file is restored afterwards). Also the duration of `docs-build check`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { siteCacheDir } from '../cli/core/project.ts';
import path from 'node:path';
import { check } from '../cli/commands/check.ts';
import { createLogger } from '../cli/diagnostics/logger.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';

const PAGE = ['guide/drivers/onedrive.md', 'guide/drivers/115.md', 'guide/README.md'];

/** Starts `docs-build dev` as a writer does, in its own process; resolves with its URL once it says it serves. */
function startDev(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['bin/docs-build.js', 'dev', 'docs', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /serving at (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) =>
      reject(new Error(`docs-build dev exited with ${code}:\n${output}`)),
    );
  });
}

export async function run(): Promise<{ figures: unknown; rows: string[][] }> {
  const browser = await launchBrowser();
  const relative = PAGE.find((p) => {
    try {
      readFileSync(path.join('docs', p));
      return true;
    } catch {
      return false;
    }
  })!;
  const file = path.resolve('docs', relative);
  const route = `/${relative.replace(/\.md$/, '').replace(/README$/, '')}`;
  const original = readFileSync(file, 'utf8');
  // a fresh Chromium takes a while to start its first renderer; that is not the dev server's time
  const page = await browser.newPage();
  await page.goto('about:blank');
  // the launcher rebuilds the CLI bundle after a source change: that one-off is not the dev server's start
  execFileSync(process.execPath, ['bin/docs-build.js', '--version'], { stdio: 'ignore' });
  const started = performance.now();
  const { child, url } = await startDev();
  const readyMs = Math.round(performance.now() - started);
  // from the command to the reader seeing the page: the browser's first contentful paint after navigating
  const navigated = performance.now();
  await page.goto(new URL(route.slice(1), url).href, { waitUntil: 'load' });
  const paintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const firstPageMs = Math.round(navigated - started + paintMs);
  await page.waitForFunction('window.__docsBuildLive === true', { timeout: 20_000 });
  const samples: number[] = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const marker = `Bench marker ${Date.now()}-${i}`;
      const saved = performance.now();
      writeFileSync(file, `${original}\n\n${marker}\n`);
      await page.waitForFunction(
        (m) => document.getElementById('content')?.textContent?.includes(m),
        { timeout: 10_000 },
        marker,
      );
      samples.push(Math.round(performance.now() - saved));
    }
  } finally {
    writeFileSync(file, original);
    await browser.close();
    child.kill();
  }
  const checkStarted = performance.now();
  const checked = await check({ root: 'docs', logger: createLogger({ quiet: true }) });
  const checkMs = Math.round(performance.now() - checkStarted);
  // as CI runs it on a fresh clone: a new process, no cache (median of three)
  const coldChecks = Array.from({ length: 3 }, () => {
    rmSync(siteCacheDir('docs'), { recursive: true, force: true });
    const t = performance.now();
    execFileSync(process.execPath, ['bin/docs-build.js', 'check', 'docs'], { stdio: 'ignore' });
    return Math.round(performance.now() - t);
  }).sort((a, b) => a - b);
  samples.sort((a, b) => a - b);
  const figures = {
    readyMs,
    firstPageMs,
    saveToUpdateMs: { samples, median: samples[2] },
    checkMs,
    coldCheckMs: { runs: coldChecks, median: coldChecks[1] },
    checkPages: checked.pages,
  };
  return {
    figures,
    rows: [
      [
        'dev: command → serving',
        `${readyMs} ms`,
        `→ first contentful paint ${firstPageMs} ms (${route})`,
      ],
      [
        'dev: save → browser updated',
        `median ${samples[2]} ms`,
        `samples ${samples.join(', ')} ms`,
      ],
      [
        'check, in this process (cached)',
        `${checkMs} ms`,
        `${checked.pages} pages, ${checked.errors} errors, ${checked.warnings} warnings`,
      ],
      [
        'check, new process, no cache',
        `median ${coldChecks[1]} ms`,
        `runs ${coldChecks.join(', ')} ms`,
      ],
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await run();
  console.log(rows.map((r) => r.join('  ')).join('\n'));
}
