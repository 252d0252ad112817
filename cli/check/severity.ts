import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export type RuleSetting = 'error' | 'warning' | 'off';

/**
 * Rules that are quiet unless asked for. A repeated heading (an API page with "Parameters" under every endpoint)
 * is normal and still gets a unique `-1` anchor; `check --strict-slugs` or the config turns the warning on.
 */
export const QUIET_BY_DEFAULT: Record<string, RuleSetting> = { 'heading/duplicate-slug': 'off' };

/**
 * Lower while a site is built or served than in `check`: an invalid author, category or tag only loses the page
 * that label (the seed: logged and ignored), while `check` keeps it an error so CI catches it.
 */
export const LENIENT_WHILE_BUILDING: Record<string, RuleSetting> = {
  'frontmatter/taxonomy': 'warning',
};

/** The settings in force: the defaults (and build's lenient ones), then the site's own `check.rules`, then the command line's. */
export function ruleSettings(
  configured: Record<string, RuleSetting> = {},
  { strictSlugs = false, building = false } = {},
): Record<string, RuleSetting> {
  return {
    ...QUIET_BY_DEFAULT,
    ...(building ? LENIENT_WHILE_BUILDING : {}),
    ...configured,
    ...(strictSlugs ? { 'heading/duplicate-slug': 'warning' as const } : {}),
  };
}

/**
 * The site config can raise, lower or silence any rule: `check: { rules: { 'sidebar/unreached': 'error' } }`.
 * A key ending in `/*` applies to a whole family (`'link/*': 'warning'`).
 */
export function applySeverities(
  diagnostics: Diagnostic[],
  rules: Record<string, RuleSetting>,
): Diagnostic[] {
  const setting = (rule: string): RuleSetting | undefined =>
    rules[rule] ?? rules[`${rule.split('/')[0]}/*`];
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const s = setting(d.rule);
    if (s === 'off') continue;
    out.push(s ? { ...d, severity: s } : d);
  }
  return out;
}
