// Normalises the page-info fields of front matter. The build reports invalid values (cli/site/front-matter.ts);
// here an invalid value that still reaches the browser is logged and ignored, as the seed asks.

export interface Author {
  name: string;
  url?: string;
}
export interface Term {
  name: string;
  path?: string;
}

export function normalizeAuthors(
  value: unknown,
  log: (m: string) => void = console.error,
): Author[] {
  if (value === undefined || value === null || value === false) return [];
  const list = Array.isArray(value) ? value : [value];
  const out: Author[] = [];
  for (const item of list) {
    if (typeof item === 'string') out.push({ name: item });
    else if (
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Author).name === 'string'
    ) {
      out.push({
        name: (item as Author).name,
        url: typeof (item as Author).url === 'string' ? (item as Author).url : undefined,
      });
    } else {
      log(
        `[docs-build] invalid author ${JSON.stringify(item)}: expected a string or an object with a name`,
      );
      return [];
    }
  }
  return out;
}

export function normalizeTerms(
  value: unknown,
  kind: 'category' | 'tag',
  pathOf?: (name: string) => string | undefined,
  log: (m: string) => void = console.error,
): Term[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
    log(
      `[docs-build] invalid ${kind} ${JSON.stringify(value)}: expected a string or a list of strings`,
    );
    return [];
  }
  return list.map((name) => ({ name, path: pathOf?.(name) }));
}

/** Category and tag colours are picked by index from a fixed number of colours. */
export function colorIndex(name: string, colors = 9): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash % colors;
}
