// Scans a built site for markdown syntax that reached the reader unrendered, and for pages whose title is not
// shown exactly once and clean: node --import tsx scripts/leftover-syntax.ts <dist> [--json]
// Code (`pre`, `code`), scripts and KaTeX's hidden TeX source are not visible text, so they are skipped: a page
// may well show `:::` inside a code block that teaches the syntax.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** Each leftover a reader could see, by the syntax it comes from. */
const PATTERNS: Record<string, RegExp> = {
  container: /(^|\s):::/,
  'code-notation': /\[!code\b/,
  snippet: /<<<\s/,
  include: /@include/,
  emoji: /(^|[\s(]):[a-z0-9_+-]*[a-z][a-z0-9_+-]*:(?=$|[\s.,!?)])/,
  math: /\$\$|\\(frac|sum|int|sqrt|begin|mathrm|text)\{/,
  'custom-id': /\{#[\w-]+\}/,
  component: /<\/?[A-Z][A-Za-z]*[\s/>]/,
  alert: /\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i,
  'link-attributes': /\]\([^)]*\)\{|\{\s*(target|rel|class)=/,
  attributes: /\{\s*(open|no-title|[.#][\w-]+)(\s[^}]*)?\}/,
  'inline-footnote': /\^\[/,
  tab: /(^|\n)\s*(@tab\b|==\s*\S)/,
};

const SKIPPED_TAGS = new Set(['pre', 'code', 'script', 'style', 'template', 'svg', 'noscript']);
const classes = (node: Element) => (node.properties?.className as string[] | undefined) ?? [];
// links to a heading of the same page (table of contents, sidebar) repeat the heading's text, code included:
// the heading itself is scanned where it stands
const inPageLink = (node: Element) =>
  node.tagName === 'a' && String(node.properties?.href ?? '').startsWith('#');
const skipped = (node: Element) =>
  SKIPPED_TAGS.has(node.tagName) || classes(node).includes('katex-mathml') || inPageLink(node);

/** The text a reader sees, one string per block-ish run, so a hit can be shown with its surroundings. */
function visibleText(node: Root | Element, out: string[] = []): string[] {
  for (const child of node.children as ElementContent[]) {
    if (child.type === 'text') out[out.length - 1] += child.value;
    else if (child.type === 'element' && !skipped(child)) {
      out.push('');
      visibleText(child, out);
      out.push('');
    }
  }
  return out;
}

const textOf = (node: Element): string =>
  node.children
    .map((c) =>
      c.type === 'text' ? c.value : c.type === 'element' && !skipped(c) ? textOf(c) : '',
    )
    .join('');

function findAll(
  node: Root | Element,
  test: (e: Element) => boolean,
  out: Element[] = [],
): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) out.push(child);
    findAll(child, test, out);
  }
  return out;
}

interface PageReport {
  page: string;
  hits: { rule: string; text: string }[];
  titleProblems: string[];
}

/** The page's report, or null for static HTML copied from public/ (no `<main>`): not a page the build rendered. */
function scanPage(file: string, page: string): PageReport | null {
  const tree = fromHtml(readFileSync(file, 'utf8'));
  const main = findAll(tree, (e) => e.tagName === 'main')[0];
  if (!main) return null;
  const hits: PageReport['hits'] = [];
  const body = findAll(tree, (e) => e.tagName === 'body')[0] ?? tree;
  for (const run of visibleText(body)
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean)) {
    for (const [rule, pattern] of Object.entries(PATTERNS)) {
      const match = pattern.exec(run);
      if (match)
        hits.push({ rule, text: run.slice(Math.max(0, match.index - 40), match.index + 60) });
    }
  }
  const titleProblems: string[] = [];
  const h1s = findAll(main, (e) => e.tagName === 'h1');
  const isHome =
    findAll(main, (e) => classes(e).includes('home-hero') || classes(e).includes('hero')).length >
    0;
  if (h1s.length !== 1 && !isHome) titleProblems.push(`${h1s.length} h1 in main`);
  const title = findAll(tree, (e) => e.tagName === 'title')[0];
  for (const text of [title ? textOf(title) : '', ...h1s.map((h) => textOf(h).replace(/^#/, ''))]) {
    if (/\{#|<[A-Z]/.test(text)) titleProblems.push(`unclean title: ${text.trim()}`);
  }
  return { page, hits, titleProblems };
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, root);
    return entry.name.endsWith('.html') && !/^404\.html$/.test(entry.name)
      ? [path.relative(root, full)]
      : [];
  });
}

const [dist, flag] = process.argv.slice(2);
if (!dist || !existsSync(dist)) {
  console.error(
    dist
      ? `scripts/leftover-syntax.ts: ${dist} does not exist; build the site first`
      : 'usage: node --import tsx scripts/leftover-syntax.ts <built site folder> [--json]',
  );
  process.exit(2);
}
const reports = htmlFiles(dist)
  .map((page) => scanPage(path.join(dist, page), page))
  .filter((r): r is PageReport => r !== null);
if (flag === '--json') console.log(JSON.stringify(reports, null, 2));
else {
  const byRule = new Map<string, number>();
  for (const r of reports) {
    for (const hit of r.hits) {
      byRule.set(hit.rule, (byRule.get(hit.rule) ?? 0) + 1);
      console.log(`${r.page}  [${hit.rule}]  …${hit.text}…`);
    }
    for (const problem of r.titleProblems) console.log(`${r.page}  [title]  ${problem}`);
  }
  const titled = reports.filter((r) => r.titleProblems.length).length;
  console.log(
    `\n${reports.length} pages scanned; leftovers: ${[...byRule].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}; pages with title problems: ${titled}`,
  );
  process.exitCode = byRule.size || titled ? 1 : 0;
}
