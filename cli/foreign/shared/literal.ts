/**
 * Values written out as literals in another tool's config
 * (`.vitepress/config.ts`), read without running it: objects, arrays, strings,
 * numbers, booleans and regular expressions, and names of top-level `const`s
 * (or of functions that only return a literal) holding them. Anything else (a
 * call, a variable from an import, a template with `${}`) is `UNKNOWN`, so a
 * caller can tell a value it may use from one only the code could produce.
 */
export type Literal =
  | string
  | number
  | boolean
  | null
  | RegExp
  | typeof UNKNOWN
  | Literal[]
  | { [key: string]: Literal };

export const UNKNOWN: unique symbol = Symbol('not a literal');

/** An object literal (`{ … }`), not an array, UNKNOWN or a scalar. */
export const isObjectLiteral = (value: Literal | undefined): value is Record<string, Literal> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof RegExp);

/** A string with something besides spaces in it, trimmed; else undefined. */
export const trimmedText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** `value.a.b…` when each step is an object holding the key, else undefined. */
export function pathIn(value: Literal | undefined, ...keys: string[]): Literal | undefined {
  for (const key of keys) {
    if (!isObjectLiteral(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}
