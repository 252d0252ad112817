import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where in its own files a site's config threw: the first stack frame in its bundle, mapped back by the source map. */
export function thrownAt(
  error: unknown,
  bundle: string,
): { file: string; line: number; column: number } | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, url, line, column] of stack.matchAll(
    /(file:\/\/[^\s)?]+)(?:\?[^\s):]*)?:(\d+):(\d+)/g,
  )) {
    if (path.resolve(fileURLToPath(url)) !== path.resolve(bundle)) continue;
    try {
      const map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
      const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as {
        originalSource?: string;
        originalLine?: number;
        originalColumn?: number;
      };
      if (!entry.originalSource || entry.originalLine === undefined) return null;
      const source = entry.originalSource.startsWith('file:')
        ? fileURLToPath(entry.originalSource)
        : entry.originalSource;
      return {
        file: source,
        line: entry.originalLine + 1,
        column: (entry.originalColumn ?? 0) + 1,
      };
    } catch {
      return null;
    }
  }
  return null;
}
