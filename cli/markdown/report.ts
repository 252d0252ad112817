import type { Position } from 'unist';
import type { VFile } from 'vfile';

/**
 * Attaches a diagnostic to the page; `error` fails build and check, `warning`
 * is printed only.
 */
export function report(
  file: VFile,
  severity: 'error' | 'warning',
  message: string,
  place: Position | undefined,
  rule: string,
  hint?: string,
): void {
  const msg = file.message(message, { place, ruleId: rule, source: 'docs-build' });
  msg.fatal = severity === 'error' ? true : false;
  if (hint) msg.note = hint;
}
