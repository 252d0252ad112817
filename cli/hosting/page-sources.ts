import { hash } from 'node:crypto';
import { decodeHTMLAttribute } from 'entities';

/**
 * What the built documents hold that a Content-Security-Policy must allow: the hashes of their inline scripts and
 * inline styles, and the outside origins of their images, media and frames. Collected from the final HTML, so a
 * script a writer put in a page or a style attribute the highlighter wrote is allowed by exactly its content.
 */
export interface PageSources {
  scripts: Set<string>;
  styleElements: Set<string>;
  styleAttributes: Set<string>;
  images: Set<string>;
  media: Set<string>;
  frames: Set<string>;
  /** A page draws diagrams in the browser: mermaid writes `<style>` elements and style attributes of its own. */
  diagrams: boolean;
  /** Style attribute texts already hashed: highlighted code repeats a few dozen texts on thousands of tokens. */
  styleTexts: Set<string>;
}

export function createPageSources(): PageSources {
  return {
    scripts: new Set(),
    styleElements: new Set(),
    styleAttributes: new Set(),
    images: new Set(),
    media: new Set(),
    frames: new Set(),
    diagrams: false,
    styleTexts: new Set(),
  };
}

/** The CSP hash source of an inline script or style: `'sha256-<base64>'` of its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${hash('sha256', text, 'base64')}'`;
}

/**
 * The origin of an outside URL as a CSP source (`https://host:port`), or null for a URL of the site itself, a
 * `data:` URL or anything that is not http(s).
 */
export function outsideOrigin(url: string): string | null {
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  if (!/^https?:\/\//i.test(absolute)) return null;
  try {
    return new URL(absolute).origin;
  } catch {
    return null;
  }
}

// Our serializers (React's and rehype-stringify) always double-quote attribute values and escape `<` in text, so a
// start tag is `<name` followed by attributes whose values hold no `"`; raw text sits between a start tag and its end.
const START_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:="([^"]*)")?/g;
const RAW_TEXT_END: Record<string, RegExp> = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };
const IMAGE_TAGS = new Set(['img', 'image', 'source', 'input']);
const MEDIA_TAGS = new Set(['video', 'audio', 'track']);
/** Tags read for what they are; any other is read only for a style or a `data-diagram`/`data-island` attribute. */
const NAMED_TAGS = new Set([...Object.keys(RAW_TEXT_END), ...IMAGE_TAGS, ...MEDIA_TAGS, 'iframe']);

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of text.matchAll(ATTRIBUTE))
    attributes.set(name.toLowerCase(), decodeHTMLAttribute(value ?? ''));
  return attributes;
}

function addOrigin(set: Set<string>, url: string | undefined) {
  const origin = url ? outsideOrigin(url.trim()) : null;
  if (origin) set.add(origin);
}

/** URLs in a style attribute's `url(…)` (background images from the home page's front matter), quoted or not. */
const styleUrls = (style: string) =>
  [...style.matchAll(/url\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^)\s]*))\s*\)/gi)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );

/** URLs of a `srcset`: each candidate is a URL and an optional width or density. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

const SPAN_STYLE_ONLY = /^\s+style="([^"]*)"$/;

function addStyle(sources: PageSources, style: string) {
  if (sources.styleTexts.has(style)) return;
  sources.styleTexts.add(style);
  sources.styleAttributes.add(hashSource(style));
  for (const url of styleUrls(style)) addOrigin(sources.images, url);
}

/** Adds what one HTML document needs to `sources`. */
export function collectPageSources(sources: PageSources, html: string): void {
  // read only the tags that can matter, or, when a candidate is not where a tag should be, every tag
  if (!readCandidates(sources, html)) readEveryTag(sources, html);
}

function readEveryTag(sources: PageSources, html: string): void {
  START_TAG.lastIndex = 0;
  for (let match = START_TAG.exec(html); match; match = START_TAG.exec(html))
    START_TAG.lastIndex = readTag(sources, html, match, START_TAG.lastIndex);
}

/**
 * Where a tag that can matter is: a named one, or any with a style or a `data-diagram`/`data-island` attribute.
 * Most tags (navigation, lists, prose) hold nothing a policy needs: reading only these finds the same sources in
 * about half the time.
 */
const CANDIDATE =
  /<(?:script|style|img|image|source|input|video|audio|track|iframe)(?=[\s/>])|\s(?:style=|data-diagram|data-island)/gi;
const START_TAG_HERE = new RegExp(START_TAG.source, 'y');

/**
 * Reads the tags around candidates, in the document's order, skipping raw text as `readEveryTag` does. False when a
 * candidate's tag does not start with a tag the pattern reads (a comment, a `<` inside an attribute value): the
 * document is then read tag by tag, which gives the same result (the sets take each source once).
 */
function readCandidates(sources: PageSources, html: string): boolean {
  let readTo = 0;
  CANDIDATE.lastIndex = 0;
  for (let found = CANDIDATE.exec(html); found; found = CANDIDATE.exec(html)) {
    if (found.index < readTo) {
      CANDIDATE.lastIndex = readTo;
      continue;
    }
    const start = html[found.index] === '<' ? found.index : html.lastIndexOf('<', found.index);
    if (start < readTo) return false;
    START_TAG_HERE.lastIndex = start;
    const match = START_TAG_HERE.exec(html);
    if (!match) return false;
    // an attribute-like text between tags (`style="…"` in a paragraph)
    if (START_TAG_HERE.lastIndex <= found.index) continue;
    readTo = readTag(sources, html, match, START_TAG_HERE.lastIndex);
    CANDIDATE.lastIndex = readTo;
  }
  return true;
}

/** Adds what the start tag `match` needs (with its raw text, for a script or a style); returns where reading goes on. */
function readTag(sources: PageSources, html: string, match: RegExpExecArray, end: number): number {
  const tag = match[1].toLowerCase();
  // highlighted code is thousands of `<span style="…">` tokens: nothing else to read in them
  const styleOnly = tag === 'span' ? SPAN_STYLE_ONLY.exec(match[2]) : null;
  if (styleOnly) {
    addStyle(sources, decodeHTMLAttribute(styleOnly[1]));
    return end;
  }
  // most tags of a document (its navigation's links and lists) hold nothing a policy needs: their attributes
  // are not read
  if (!NAMED_TAGS.has(tag) && !match[2].includes('style') && !match[2].includes('data-'))
    return end;
  const attributes = attributesOf(match[2]);
  const style = attributes.get('style');
  if (style !== undefined) addStyle(sources, style);
  const src = attributes.get('src');
  if (tag in RAW_TEXT_END) {
    const closer = RAW_TEXT_END[tag];
    closer.lastIndex = end;
    const closing = closer.exec(html);
    const text = html.slice(end, closing ? closing.index : html.length);
    const type = (attributes.get('type') ?? '').toLowerCase();
    // a data block (`application/json`) is never run, so it needs no hash
    const runs = !type || type === 'module' || /javascript|ecmascript/.test(type);
    if (tag === 'script' && src === undefined && runs) sources.scripts.add(hashSource(text));
    if (tag === 'style') sources.styleElements.add(hashSource(text));
    return closing ? closer.lastIndex : html.length;
  }
  if (IMAGE_TAGS.has(tag)) {
    addOrigin(tag === 'source' ? sources.media : sources.images, src);
    addOrigin(sources.images, attributes.get('href'));
    for (const url of srcsetUrls(attributes.get('srcset') ?? '')) addOrigin(sources.images, url);
  } else if (MEDIA_TAGS.has(tag)) {
    addOrigin(sources.media, src);
    addOrigin(sources.images, attributes.get('poster'));
  } else if (tag === 'iframe') addOrigin(sources.frames, src);
  if (attributes.has('data-diagram')) sources.diagrams = true;
  // a player island sets its source in the browser: its props name it
  if (attributes.get('data-island') === 'VideoPlayer') {
    const props = parseProps(attributes.get('data-props'));
    addOrigin(sources.media, typeof props.src === 'string' ? props.src : undefined);
    addOrigin(sources.images, typeof props.poster === 'string' ? props.poster : undefined);
  }
  return end;
}

/** One document's sources as plain JSON, to keep beside its HTML between builds. */
export type StoredPageSources = {
  [K in Exclude<keyof PageSources, 'diagrams' | 'styleTexts'>]: string[];
} & { diagrams: boolean };

const SOURCE_SETS = [
  'scripts',
  'styleElements',
  'styleAttributes',
  'images',
  'media',
  'frames',
] as const;

/** The sources of one document, to store: a reused document then needs no second reading. */
export function documentSources(html: string): StoredPageSources {
  const one = createPageSources();
  collectPageSources(one, html);
  const stored = { diagrams: one.diagrams } as StoredPageSources;
  for (const key of SOURCE_SETS) stored[key] = [...one[key]];
  return stored;
}

/** Adds a document's stored sources to the site's. */
export function addDocumentSources(sources: PageSources, stored: StoredPageSources): void {
  for (const key of SOURCE_SETS) for (const value of stored[key]) sources[key].add(value);
  sources.diagrams ||= stored.diagrams;
}

function parseProps(json: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
