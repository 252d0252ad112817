import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from '../../helpers/cli.ts';

// A Valaxy site (valaxy.config.ts, pages in pages/) written in two languages at once, built with no config added.
const fixture = path.resolve(import.meta.dirname, '../../fixtures/valaxy-site');
let work: string;
let run: CliRun;
const html = (route: string) => readFileSync(path.join(work, 'out', route), 'utf8');
const main = (page: string) => page.slice(page.indexOf('<main'));

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-valaxy-'));
  cpSync(fixture, path.join(work, 'site'), { recursive: true });
  run = await runCli(['build', path.join(work, 'site'), '--out', path.join(work, 'out')]);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a Valaxy site', () => {
  it('builds every page of pages/ in both languages, exit 0', () => {
    expect(run.code).toBe(0);
    expect(run.output).toContain('built 4 pages (2 /, 2 /zh/)');
  });

  it('shows each reader only their language, and no unknown-container warning', () => {
    expect(run.output).not.toContain('container-unknown');
    const en = main(html('guide/start.html'));
    const zh = main(html('zh/guide/start.html'));
    expect(en).toContain('Comets are made of ice and dust.');
    expect(en).not.toContain('彗星由冰和尘埃组成');
    expect(zh).toContain('彗星由冰和尘埃组成');
    expect(zh).not.toContain('Comets are made');
    expect(html('zh/guide/start.html')).toContain('<html lang="zh-CN"');
  });

  it("takes each locale's title from per-language front matter", () => {
    expect(run.output).not.toContain('frontmatter/type');
    expect(html('guide/start.html')).toContain('<title>Starting out | Comet</title>');
    expect(html('zh/guide/start.html')).toContain('<title>起步 | Comet</title>');
    // its category by the name the site's messages give it
    expect(html('zh/guide/start.html')).toContain('基础知识');
    expect(html('guide/start.html')).toContain('The basics');
  });

  it("keeps the home page's hero and the navbar, their message keys in each language", () => {
    expect(html('index.html')).toContain('COMET');
    expect(main(html('index.html'))).toContain('Start here');
    expect(main(html('zh/index.html'))).toContain('从这里开始');
    // its UnoCSS icon class is the site's stylesheet's to draw, not text
    expect(main(html('index.html'))).not.toContain('i-logos:markdown');
    expect(html('index.html')).toContain('href="/guide/start"><span class="nav-text">Guide</span>');
    expect(html('zh/index.html')).toContain(
      'href="/zh/guide/start"><span class="nav-text">指南</span>',
    );
  });

  it("warns of Valaxy's components and of a snippet's missing region, showing the whole file", () => {
    expect(run.output).toMatch(/warning unknown component <ValaxyTail>/);
    expect(run.output).toMatch(/warning code snippet .* has no region `#orbit`/);
    expect(main(html('guide/start.html'))).toContain('elliptic');
  });
});
