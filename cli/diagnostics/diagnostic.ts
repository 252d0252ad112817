/** One problem found in the site's sources, with where it is and what to do. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
  /** Stable identifier of the rule that found it, e.g. `link/missing-page`. */
  rule: string;
}

/** A user mistake that stops a command: printed without a stack trace. */
export class UserError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'UserError';
  }
}

export function diagnostic(
  d: Omit<Diagnostic, 'severity'> & { severity?: Diagnostic['severity'] },
): Diagnostic {
  return { severity: 'error', ...d };
}
