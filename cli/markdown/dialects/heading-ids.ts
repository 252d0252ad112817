import { slug as githubSlug } from 'github-slugger';

/** How a tool turns a heading's text into its id. Links written for that tool (`#the-anchor`) expect its rule. */
export type HeadingIdRule = (text: string) => string;

/** Ours, and theme-hope sites' as converted here: GitHub's rule, which keeps CJK text and a trailing dash. */
export const githubHeadingId: HeadingIdRule = (text) => githubSlug(text);

// Characters VitePress treats as separators: white space, ASCII punctuation and typographic quotes
const SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const CONTROL = /[\u0000-\u001f]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * VitePress's default rule (its markdown-it anchors use mdit-vue's), and VuePress's (1 and 2, theme-hope's too), which
 * is the same but for typographic quotes: accents dropped after compatibility
 * decomposition, every run of separators one `-`, none at either end, and a `_` before a leading digit so the id
 * is a valid CSS selector. `` `<Content />` `` becomes `content` where GitHub's rule gives `content-`.
 */
export const vitepressHeadingId: HeadingIdRule = (text) =>
  text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(CONTROL, '')
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^\d/, (digit) => `_${digit}`)
    .toLowerCase();

/**
 * The ids of one page: a repeated id gets `-1`, `-2` … as both GitHub and VitePress number them, and an id the
 * page claims by hand (`{#id}`) is never given again.
 */
export class HeadingIds {
  private taken = new Map<string, number>();

  constructor(private readonly rule: HeadingIdRule) {}

  /** The id the rule gives this text, before numbering: what a link to the first such heading names. */
  base(text: string): string {
    return this.rule(text);
  }

  /** The next free id for a heading with this text. */
  next(text: string): string {
    const base = this.rule(text);
    let id = base;
    while (this.taken.has(id)) {
      const count = this.taken.get(base)! + 1;
      this.taken.set(base, count);
      id = `${base}-${count}`;
    }
    this.taken.set(id, 0);
    return id;
  }

  claim(id: string): void {
    if (!this.taken.has(id)) this.taken.set(id, 0);
  }
}
