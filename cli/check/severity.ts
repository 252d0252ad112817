import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export type RuleSetting = 'error' | 'warning' | 'off';

/**
 * The site config can raise, lower or silence any rule: `check: { rules: { 'sidebar/unreached': 'error' } }`.
 * A key ending in `/*` applies to a whole family (`'link/*': 'warning'`).
 */
export function applySeverities(diagnostics: Diagnostic[], rules: Record<string, RuleSetting>): Diagnostic[] {
  const setting = (rule: string): RuleSetting | undefined => rules[rule] ?? rules[`${rule.split('/')[0]}/*`];
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const s = setting(d.rule);
    if (s === 'off') continue;
    out.push(s ? { ...d, severity: s } : d);
  }
  return out;
}
