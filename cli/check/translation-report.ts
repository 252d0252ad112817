import type { TranslationRecord, TranslationState } from '../site/translations.ts';

/** A translation's state as `check --json` carries it: paths as printed in diagnostics, times as ISO dates. */
export interface TranslationEntry {
  locale: string;
  state: TranslationState;
  route: string;
  source: string;
  translation?: string;
  behind?: number;
  since?: string;
  base?: string;
  diff?: string;
}

export function translationEntries(records: TranslationRecord[]): TranslationEntry[] {
  return records.map((r) => ({
    locale: r.locale,
    state: r.state,
    route: r.source.route,
    source: r.source.displayPath,
    ...(r.translation ? { translation: r.translation.displayPath } : {}),
    ...(r.state === 'outdated'
      ? {
          behind: r.behind,
          since: new Date(r.since!).toISOString(),
          base: r.base,
          diff: `git diff ${r.base!.slice(0, 10)} -- ${r.source.displayPath}`,
        }
      : {}),
  }));
}

const STATES: TranslationState[] = ['current', 'outdated', 'missing'];
const LABELS: Record<TranslationState, string> = {
  current: 'up to date',
  outdated: 'outdated',
  missing: 'missing',
};

/** Counts per locale and state. */
export function translationCounts(
  entries: Pick<TranslationEntry, 'locale' | 'state'>[],
): Map<string, Record<TranslationState, number>> {
  const counts = new Map<string, Record<TranslationState, number>>();
  for (const e of entries) {
    if (!counts.has(e.locale)) counts.set(e.locale, { current: 0, outdated: 0, missing: 0 });
    counts.get(e.locale)![e.state] += 1;
  }
  return counts;
}

/**
 * The terminal's table (`check --translations`): a line per locale with its counts and shares, then each page not up
 * to date with how far behind it is and the command that shows what it lacks.
 */
export function translationTable(entries: TranslationEntry[]): string {
  if (!entries.length) return 'No translations: the site has one locale.\n';
  const rows = [['locale', 'pages', ...STATES.map((s) => LABELS[s])]];
  for (const [locale, c] of translationCounts(entries)) {
    const total = c.current + c.outdated + c.missing;
    const share = (n: number) => `${n} (${Math.round((100 * n) / total)}%)`;
    rows.push([locale, String(total), ...STATES.map((s) => share(c[s]))]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const lines = rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  const behind = entries.filter((e) => e.state !== 'current');
  if (behind.length) lines.push('');
  for (const e of behind) {
    lines.push(
      e.state === 'outdated'
        ? `${e.locale}  outdated  ${e.translation}  ${e.behind} behind since ${e.since!.slice(0, 10)}  ${e.diff}`
        : `${e.locale}  missing   ${e.source}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
