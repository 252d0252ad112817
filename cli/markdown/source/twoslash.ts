// A `twoslash` fence (VitePress's ```ts twoslash) is TypeScript that twoslash
// compiles to show types on hover. We do not run the compiler; the block shows
// the code its readers see there, without the lines that only steer twoslash.

/**
 * `// ---cut---` (or `---cut-before---`) drops what is above it, `//
 * ---cut-after---` what is below.
 */
const CUT_BEFORE = /^\s*\/\/\s*---cut(?:-before)?---\s*$/;
const CUT_AFTER = /^\s*\/\/\s*---cut-after---\s*$/;
const CUT_START = /^\s*\/\/\s*---cut-start---\s*$/;
const CUT_END = /^\s*\/\/\s*---cut-end---\s*$/;
/**
 * Compiler options and twoslash's own settings: `// @errors: 2322`,
 * `// @noErrors`, `// @filename: a.ts`.
 */
const DIRECTIVE = /^\s*\/\/\s*@\w+(?::.*)?$/;
/**
 * Queries under a line: `//    ^?` (a type), `// ^|` (completions), `//  ^^^^`
 * (a highlight, with its note).
 */
const QUERY = /^\s*\/\/\s*\^+[?|]?(?:\s.*)?$/;

/** The code a twoslash block shows its readers. */
export function twoslashShown(code: string): string {
  let lines = code.split('\n');
  const before = lines.findLastIndex((line) => CUT_BEFORE.test(line));
  if (before !== -1) lines = lines.slice(before + 1);
  const after = lines.findIndex((line) => CUT_AFTER.test(line));
  if (after !== -1) lines = lines.slice(0, after);
  let cutting = false;
  return lines
    .filter((line) => {
      if (CUT_START.test(line)) {
        cutting = true;
        return false;
      }
      if (CUT_END.test(line)) {
        cutting = false;
        return false;
      }
      return !cutting && !DIRECTIVE.test(line) && !QUERY.test(line);
    })
    .join('\n');
}
