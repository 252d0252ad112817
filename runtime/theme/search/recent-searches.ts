// Queries the reader followed to a result, per locale, newest first, in localStorage.

const MAX_RECENT = 6;
const key = (prefix: string) => `docs-build-search-recent:${prefix}`;

export function readRecent(prefix: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key(prefix)) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter((q): q is string => typeof q === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

function write(prefix: string, list: string[]): string[] {
  try {
    localStorage.setItem(key(prefix), JSON.stringify(list));
  } catch {
    // storage full or disabled: the list lives for this page only
  }
  return list;
}

export function rememberRecent(prefix: string, query: string): string[] {
  const q = query.trim();
  if (!q) return readRecent(prefix);
  return write(prefix, [q, ...readRecent(prefix).filter((r) => r !== q)].slice(0, MAX_RECENT));
}

export function forgetRecent(prefix: string, query: string): string[] {
  return write(
    prefix,
    readRecent(prefix).filter((r) => r !== query),
  );
}
