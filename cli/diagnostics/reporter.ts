import type { Diagnostic } from './diagnostic.ts';
import { compareText } from '../core/compare-text.ts';

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, s: string) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);

export function formatLocation(d: Diagnostic): string {
  return [d.file, d.line, d.column].filter((x) => x !== undefined).join(':');
}

export function formatDiagnostic(d: Diagnostic): string {
  const label = d.severity === 'error' ? paint(31, 'error') : paint(33, 'warning');
  const hint = d.hint ? `\n    ${paint(2, `hint: ${d.hint}`)}` : '';
  return `${formatLocation(d)} ${label} ${d.message} ${paint(2, `[${d.rule}]`)}${hint}`;
}

/** Sorted by file and position so output is stable between runs (see compareText). */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}

export function printDiagnostics(
  list: Diagnostic[],
  stream: NodeJS.WritableStream = process.stderr,
): void {
  for (const d of sortDiagnostics(list)) stream.write(`${formatDiagnostic(d)}\n`);
}
