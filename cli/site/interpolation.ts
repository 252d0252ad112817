import type { FrontMatter } from '../../runtime/shared/types.ts';
import { constantValue } from './constant-expression.ts';

/**
 * A Vue text interpolation as VitePress and VuePress pages write it: `{{
 * $frontmatter.title }}`.
 */
const INTERPOLATION = /\{\{([^{}]*?)\}\}/g;

/**
 * `$frontmatter` and a path of keys after it: `.a`, `?.a`, `['a-b']`,
 * `?.["a"]`, `[0]`.
 */
const FRONT_MATTER_PATH =
  /^\s*\$frontmatter((?:\s*\??\.\s*[A-Za-z_$][\w$]*|\s*(?:\?\.)?\[\s*(?:'[^']*'|"[^"]*"|\d+)\s*\])*)\s*$/;
const STEP = /\??\.\s*([A-Za-z_$][\w$]*)|(?:\?\.)?\[\s*(?:'([^']*)'|"([^"]*)"|(\d+))\s*\]/g;

/**
 * The text an interpolation of the page's front matter shows, as Vue shows it:
 * a missing value is empty text, an object or a list its JSON. Anything else is
 * code, which docs-build never runs: null.
 */
function frontMatterValue(expression: string, frontmatter: FrontMatter): string | null {
  const path = FRONT_MATTER_PATH.exec(expression);
  if (!path) return null;
  let value: unknown = frontmatter;
  for (const step of path[1].matchAll(STEP)) {
    const key = step[1] ?? step[2] ?? step[3] ?? step[4];
    // only a value's own keys: `$frontmatter.constructor` is not the page's
    value =
      value !== null && typeof value === 'object' && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);
}

export interface Interpolated {
  text: string;
  /**
   * The interpolations left as written: code, each with its place in the
   * original text.
   */
  unresolved: { expression: string; index: number }[];
}

export interface InterpolateOptions {
  /** Applied to each value put in (HTML escaping for HTML). */
  escape?: (value: string) => string;
  /** Work out interpolations of literals alone (`{{ 1 + 1 }}`), which only Vue's pages mean. */
  literals?: boolean;
  /** What an interpolation of code is replaced by; kept as written when not given. */
  unresolvedAs?: string;
}

/**
 * `text` with each interpolation of the front matter, or with `literals` of
 * literals alone, replaced by its value.
 */
export function interpolateFrontMatter(
  text: string,
  frontmatter: FrontMatter,
  { escape = (v) => v, literals = false, unresolvedAs }: InterpolateOptions = {},
): Interpolated {
  const unresolved: Interpolated['unresolved'] = [];
  if (!text.includes('{{')) return { text, unresolved };
  const out = text.replace(INTERPOLATION, (whole, expression: string, index: number) => {
    const value =
      frontMatterValue(expression, frontmatter) ?? (literals ? constantValue(expression) : null);
    if (value === null) {
      unresolved.push({ expression: expression.trim(), index });
      return unresolvedAs ?? whole;
    }
    return escape(value);
  });
  return { text: out, unresolved };
}
