import type { ToolTexts } from './texts.ts';

/** Runs a URL builder and turns its "value contains the separator" failure into the reader's language. */
export function withSeparatorCheck(t: ToolTexts, build: () => string): string {
  try {
    return build();
  } catch {
    throw new Error(t.separatorInValue);
  }
}

/** Throws the "required" message for the first empty value. */
export function requireValues(
  values: [string, string][],
  required: (name: string) => string,
): void {
  const missing = values.find(([, value]) => !value.trim());
  if (missing) throw new Error(required(missing[0]));
}
