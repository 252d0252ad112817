/**
 * Strings in code-unit order, for lists that need only a stable order (paths, routes): `localeCompare`'s first call
 * in a process sets up an ICU collator, on a cold build's main thread.
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
