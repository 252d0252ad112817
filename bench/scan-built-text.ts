// Reads a built site's HTML as a reader sees it and prints what a foreign site should not show: each page's
// `<html lang>`, interface text left in English (a text or label equal to a string of runtime/shared/texts/en.ts),
// and markdown syntax that reached the visible text (`{#id}`, `:::`, `[!code`, `@include`, `{{ }}`). Code, scripts,
// styles and icons are not visible text; a text counts as interface text only when it is the whole of its element.
//   node --import tsx bench/scan-built-text.ts <output folder> [--lang zh-CN]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root, RootContent } from 'hast';
import { en } from '../runtime/shared/texts/en.ts';

// a MathML `annotation` holds the TeX source for tools; no browser shows it
const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'pre',
  'code',
  'head',
  'annotation',
]);
const LABELS = ['ariaLabel', 'title', 'placeholder', 'alt'];
const RAW: [string, RegExp][] = [
  ['{#id}', /\{#[^}\s]*\}/],
  [':::', /:::/],
  ['[!code', /\[!code/],
  ['@include', /@include/],
  ['{{ }}', /\{\{|\}\}/],
];

/** Every English interface string, as a pattern a whole text must match (`$n`, `{kind}` stand for anything). */
function englishPatterns(): Map<string, RegExp> {
  const out = new Map<string, RegExp>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const escaped = value.replace(/[.*+?^()|[\]\\]/g, '\\$&');
      out.set(value, new RegExp(`^${escaped.replace(/\$\w+|\{\w+\}/g, '.+')}$`));
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(en);
  // a language's own name is shown as it is in every language
  out.delete(en.theme.selectLanguageName);
  return out;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

interface Findings {
  langs: Map<string, number>;
  english: Map<string, string[]>;
  raw: Map<string, string[]>;
}

const note = (map: Map<string, string[]>, key: string, where: string) =>
  map.set(key, [...(map.get(key) ?? []), where]);

/** The visible texts of a subtree: an element of texts alone (comments between them left out) as one text. */
function visit(node: Root | RootContent, found: (text: string) => void): void {
  if (node.type === 'text') return found(node.value);
  if (node.type !== 'element' && node.type !== 'root') return;
  if (node.type === 'element') {
    if (HIDDEN.has(node.tagName) || node.properties?.hidden !== undefined) return;
    for (const name of LABELS) {
      const value = node.properties?.[name];
      if (typeof value === 'string' && value.trim()) found(value);
    }
    if (node.children.every((c) => c.type === 'text' || c.type === 'comment'))
      return found(node.children.map((c) => (c.type === 'text' ? c.value : '')).join(''));
  }
  for (const child of node.children) visit(child, found);
}

function scanPage(file: string, relative: string, english: Map<string, RegExp>, out: Findings) {
  const tree = fromHtml(readFileSync(file, 'utf8'));
  const html = tree.children.find((c): c is Element => c.type === 'element');
  const lang = String(html?.properties?.lang ?? '(none)');
  out.langs.set(lang, (out.langs.get(lang) ?? 0) + 1);
  visit(tree, (raw) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) return;
    for (const [string, pattern] of english)
      if (pattern.test(text)) note(out.english, string, relative);
    for (const [name, pattern] of RAW)
      if (pattern.test(text)) note(out.raw, name, `${relative}: ${text.slice(0, 100)}`);
  });
}

function report(out: Findings, pages: number, expected?: string) {
  console.log(`${pages} pages`);
  const langs = [...out.langs].map(([l, n]) => `${l} ×${n}`).join(', ');
  const wrong = expected ? [...out.langs.keys()].filter((l) => l !== expected) : [];
  console.log(`html lang: ${langs}${wrong.length ? `  ← not ${expected}` : ''}`);
  for (const [title, map] of [
    ['English interface text', out.english],
    ['raw syntax in visible text', out.raw],
  ] as const) {
    console.log(`${title}: ${map.size ? '' : 'none'}`);
    for (const [key, places] of map) {
      const unique = [...new Set(places)];
      console.log(
        `  ${key}: ${places.length}× on ${unique.length}, e.g. ${unique.slice(0, 3).join(' | ')}`,
      );
    }
  }
}

const [dir, flag, expected] = process.argv.slice(2);
if (!dir) throw new Error('usage: bench/scan-built-text.ts <output folder> [--lang zh-CN]');
const english = englishPatterns();
const out: Findings = { langs: new Map(), english: new Map(), raw: new Map() };
const files = htmlFiles(dir);
for (const file of files) scanPage(file, path.relative(dir, file), english, out);
report(out, files.length, flag === '--lang' ? expected : undefined);
