import { OWN_CONTAINERS } from '../../config/containers.ts';
import { containerNameProblem } from '../../config/schema.ts';
import { DIALECT_CONTAINERS } from '../dialects.ts';
import { isObjectLiteral, pathIn, trimmedText, type Literal } from '../shared/literals.ts';

/**
 * VitePress's `srcExclude`: the files that are no pages, where written out as
 * strings.
 */
export function sourceExclusions(config: Literal): string[] | undefined {
  const list = pathIn(config, 'srcExclude');
  if (!Array.isArray(list)) return undefined;
  const patterns = list
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .map((entry) => entry.trim());
  return patterns.length ? patterns : undefined;
}

/**
 * VitePress's `markdown.attrs` delimiters, where the config writes them out and
 * they are not braces: `left` and `right` in VitePress 2
 * (`@mdit/plugin-attrs`), `leftDelimiter` and `rightDelimiter` in VitePress 1
 * (markdown-it-attrs); or `disable: true`, which turns attributes off.
 */
export function attributeDelimiters(
  config: Literal,
): { leftDelimiter?: string; rightDelimiter?: string; disable?: boolean } | undefined {
  if (pathIn(config, 'markdown', 'attrs', 'disable') === true) return { disable: true };
  const delimiter = (...keys: string[]) => {
    const value = keys
      .map((key) => pathIn(config, 'markdown', 'attrs', key))
      .find((found) => found !== undefined);
    return typeof value === 'string' && value && value.length <= 8 && !/\s/.test(value)
      ? value
      : undefined;
  };
  const [left, right] = [delimiter('left', 'leftDelimiter'), delimiter('right', 'rightDelimiter')];
  if ((left ?? '{') === '{' && (right ?? '}') === '}') return undefined;
  return { ...(left ? { leftDelimiter: left } : {}), ...(right ? { rightDelimiter: right } : {}) };
}

/** VitePress's `themeConfig.editLink.pattern` where it is a string with `:path` (a function is code). */
export function editLinkPattern(config: Literal): string | undefined {
  const pattern = trimmedText(pathIn(config, 'themeConfig', 'editLink', 'pattern'));
  return pattern?.includes(':path') ? pattern : undefined;
}

/**
 * VitePress's `rewrites`, where the config writes them as an object of strings
 * (a function is code).
 */
export function literalRewrites(config: Literal): Record<string, string> | undefined {
  const rules = pathIn(config, 'rewrites');
  if (!isObjectLiteral(rules)) return undefined;
  const strings = Object.entries(rules).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return strings.length ? Object.fromEntries(strings) : undefined;
}

/**
 * VitePress's `markdown.container.customContainers` (`{ success: 'SUCCESS' }`),
 * the containers a site registers with their default titles, as our
 * `markdown.containers`; only the main config registers them, as in VitePress.
 */
/** Names a site's own container cannot take: ours and every dialect's. */
const TAKEN = [...Object.keys(OWN_CONTAINERS), ...DIALECT_CONTAINERS];

export function customContainers(config: Literal): Record<string, string> {
  const written = pathIn(config, 'markdown', 'container', 'customContainers');
  if (!isObjectLiteral(written)) return {};
  const containers: Record<string, string> = {};
  for (const [name, title] of Object.entries(written)) {
    const text = trimmedText(title);
    if (text && !containerNameProblem(name, TAKEN)) containers[name] = text;
  }
  return containers;
}

/**
 * VitePress's `ignoreDeadLinks`: `true` lowers missing pages and anchors to
 * warnings (VitePress checks neither then); a list of strings and regular
 * expressions becomes `check.ignoreLinks`, each entry as written. A function in
 * the list is code, and leaves that entry out.
 */
export function ignoredDeadLinks(config: Literal): {
  rules?: Record<string, 'warning'>;
  ignoreLinks?: (string | RegExp)[];
} {
  const value = pathIn(config, 'ignoreDeadLinks');
  if (value === true)
    return { rules: { 'link/missing-page': 'warning', 'link/missing-anchor': 'warning' } };
  if (!Array.isArray(value)) return {};
  const ignoreLinks = value.filter(
    (entry): entry is string | RegExp => typeof entry === 'string' || entry instanceof RegExp,
  );
  return ignoreLinks.length ? { ignoreLinks } : {};
}
