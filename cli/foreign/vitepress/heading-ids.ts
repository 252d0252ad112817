import type { HeadingIdRule } from '../shared/dialect.ts';

// Characters VitePress treats as separators: white space, ASCII punctuation and
// typographic quotes
const SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const CONTROL = /[\u0000-\u001f]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * VitePress's default rule (its markdown-it anchors use mdit-vue's), and
 * VuePress's (1 and 2, theme-hope's too), which is the same but for typographic
 * quotes: accents dropped after compatibility decomposition, every run of
 * separators one `-`, none at either end, and a `_` before a leading digit so
 * the id is a valid CSS selector. `` `<Content />` `` becomes `content` where
 * GitHub's rule gives `content-`.
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
