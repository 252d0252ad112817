// A site's `rewrites`, as VitePress writes them: a page's path in the docs
// folder → the path it is published under, `{ 'en/:rest*': ':rest*' }`
// (VitePress's own docs keep English in en/ and publish it at the root).
// Patterns use path-to-regexp's parameters: `:name` is one segment, `:name?` an
// optional one, `:name*` any number of segments and `:name+` at least one. The
// first rule that matches a path is applied; a path no rule matches keeps its
// place.

import path from 'node:path';

export type Rewrite = (relativePath: string) => string;

interface Rule {
  pattern: RegExp;
  target: string;
}

const PARAMETER = /^:(\w+)([?*+]?)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileRule(from: string, target: string): Rule {
  let source = '';
  from
    .replace(/^\/+/, '')
    .split('/')
    .forEach((segment, i) => {
      const slash = i === 0 ? '' : '/';
      const param = PARAMETER.exec(segment);
      if (!param) {
        source += escape(slash + segment);
        return;
      }
      const [, name, modifier] = param;
      if (modifier === '') source += `${escape(slash)}(?<${name}>[^/]+)`;
      else if (modifier === '+') source += `${escape(slash)}(?<${name}>.+)`;
      // optional: the slash before goes with the segment, so `en/:rest*` also
      // matches `en`
      else source += `(?:${escape(slash)}(?<${name}>${modifier === '?' ? '[^/]+' : '.+'}))?`;
    });
  return { pattern: new RegExp(`^${source}$`), target: target.replace(/^\/+/, '') };
}

/**
 * The rule, or null when its pattern cannot be one (a parameter named twice, or
 * by a digit).
 */
function compiledOrNull(from: string, to: string): Rule | null {
  try {
    return compileRule(from, to);
  } catch {
    return null;
  }
}

/** `path` under `rule`, or null when the rule's pattern does not match it. */
function apply({ pattern, target }: Rule, relativePath: string): string | null {
  const match = pattern.exec(relativePath);
  if (!match) return null;
  const groups = match.groups ?? {};
  // a parameter left empty takes its slash with it: `:rest*` of `en` is '' and
  // `docs/:rest*` gives `docs`
  return path.posix.normalize(
    target
      .replace(/(\/?):(\w+)[?*+]?/g, (_, slash: string, name: string) =>
        groups[name] ? `${slash}${groups[name]}` : '',
      )
      .replace(/^\/+/, ''),
  );
}

const compileAll = (rules: [string, string][]) =>
  rules.flatMap(([from, to]) => compiledOrNull(from, to) ?? []);

/**
 * The rewrite the rules describe; `undefined` or no rules leave every path as
 * it is. A path rewritten out of the docs folder (`../x.md`) keeps its place: a
 * page is never written outside the output.
 */
export function compileRewrites(rules: Record<string, string> | undefined): Rewrite {
  const compiled = compileAll(Object.entries(rules ?? {}));
  if (!compiled.length) return (relativePath) => relativePath;
  return (relativePath) => {
    for (const rule of compiled) {
      const rewritten = apply(rule, relativePath);
      if (rewritten === null) continue;
      return rewritten.startsWith('../') ||
        rewritten === '..' ||
        rewritten === '.' ||
        !rewritten.endsWith('.md')
        ? relativePath
        : rewritten;
    }
    return relativePath;
  };
}

/**
 * Where in the docs folder a page published at `relativePath` may lie besides
 * that path itself: each rule read backwards (`:rest*` → `en/:rest*`), the
 * first answer the rules rewrite forwards to `relativePath` again; otherwise
 * the path itself. It tells a writer where to put a missing translation
 * (VitePress's docs publish `en/guide/x.md` at `guide/x.md`).
 */
export function compileSources(rules: Record<string, string> | undefined): Rewrite {
  const rewrite = compileRewrites(rules);
  const backwards = compileAll(Object.entries(rules ?? {}).map(([from, to]) => [to, from]));
  return (relativePath) => {
    for (const rule of backwards) {
      const source = apply(rule, relativePath);
      if (source?.endsWith('.md') && rewrite(source) === relativePath) return source;
    }
    return relativePath;
  };
}
