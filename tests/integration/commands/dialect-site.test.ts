import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

// A site written as VitePress and theme-hope writers write: it builds without a change, nothing shows raw.
const fixture = path.resolve(import.meta.dirname, '../../fixtures/dialect-site');
let work: string;
let home: string;
let page: string;

const visibleText = (html: string) =>
  html
    .slice(html.indexOf('<main'))
    .replace(/<script[\s\S]*?<\/script>|<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ');

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-'));
  cpSync(fixture, work, { recursive: true, filter: (src) => !src.includes(`${path.sep}.cache`) });
  await build({ root: path.join(work, 'docs'), logger: createLogger({ quiet: true }) });
  home = readFileSync(path.join(work, 'dist/index.html'), 'utf8');
  page = readFileSync(path.join(work, 'dist/guide/page.html'), 'utf8');
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a site in VitePress's dialect", () => {
  it('renders `layout: home` with its hero, actions and features as our home page', () => {
    expect(home).toContain('<h1 class="hero-title">Dialect</h1>');
    expect(home).toContain('<p class="hero-subtitle">Pages from elsewhere</p>');
    expect(home).toMatch(
      /<a class="action-button primary" href="\/guide\/page">.*Read the page<\/a>/,
    );
    expect(home).toContain('class="action-button default" href="https://example.com/source"');
    expect(home).toContain(
      '<span class="feature-icon feature-icon-text" aria-hidden="true">⚡️</span>',
    );
  });

  it('shows the page title once, from the h1 text without its {#id}', () => {
    expect(page.match(/<h1\b/g)).toHaveLength(1);
    expect(page).toContain('<title>Page heading | Dialect Docs</title>');
    expect(page).toContain('<h1 id="page-heading"');
    expect(page).toContain('<h2 id="usedata"');
  });

  it('builds containers, code groups, alerts, inline marks, math and components', () => {
    expect(page).toContain(
      '<details class="hint-container details"><summary>Shown on request</summary>',
    );
    expect(page).toMatch(
      /<div class="tabs code-tabs">.*data-tab="config.js">config.js<\/button>.*data-tab="config.ts">config.ts<\/button>/s,
    );
    expect(page).toContain('<div class="hint-container note">');
    expect(page).toContain('<mark>marked <strong>bold</strong> words</mark>');
    expect(page).toContain('🎉');
    expect(page).toContain('data-footnote-ref');
    expect(page).toContain('class="katex"');
    expect(page).toMatch(/<link rel="stylesheet" href="\/assets\/math\.\w+\.css">/);
    expect(page).toContain('<span class="badge info">beta</span>');
    expect(page).toContain('href="https://example.com/elsewhere" target="_self"');
    expect(visibleText(page)).not.toMatch(
      /:::|==|\{#|<Badge|&lt;Badge|:tada:|\$E|\$\$|\{open\}|\{no-title\}/,
    );
  });

  it('reads container attributes, vitepress-plugin-tabs and $$ inside a paragraph', () => {
    expect(page).toContain(
      '<details class="hint-container details" open><summary>Opened from the start</summary>',
    );
    expect(page).toContain(
      '<div class="hint-container tip"><p>A hint with no title line.</p></div>',
    );
    expect(page).toMatch(
      /<div class="tabs" data-tab-group="runtime">.*data-tab="Node">Node<\/button>.*data-tab="Deno">Deno<\/button>/s,
    );
    expect(page).toContain('class="katex-display"');
  });

  it("honours aside: false and the next link in VitePress's object form", () => {
    expect(page).not.toContain('class="toc"');
    expect(page).toContain('Back home');
  });
});
