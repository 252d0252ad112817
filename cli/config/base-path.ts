import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * A base path as links are written from it: `/` or `/docs/`, absolute, each segment a name. A relative one
 * (`../../x`) or one with `.`, `..` or an empty segment (`//host/`) would make links that lead out of the site,
 * or to another host.
 */
export const BASE_PATH = /^\/(?:(?!\.{1,2}\/)[^/?#\\\s]+\/)*$/;

/** `--base` as given, with the slash it may leave off at the end. */
export const withTrailingSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/** Why `--base` cannot be used, or null. */
export function baseOptionProblem(base: string): Diagnostic | null {
  if (BASE_PATH.test(withTrailingSlash(base))) return null;
  const names = base.split(/[/\\]+/).filter((s) => s && s !== '.' && s !== '..');
  const suggestion = names.length ? `/${names.join('/')}/` : '/';
  return {
    severity: 'error',
    file: '--base',
    rule: 'config/base',
    message: `${JSON.stringify(base)} is not a base path: it must be an absolute path on the host, like /docs/, without "." or ".." segments`,
    hint: `give the path the site is served under, for example --base ${suggestion} (the folder it is written to is --out)`,
  };
}
