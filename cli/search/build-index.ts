import type { ResolvedConfig } from '../config/types.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';

/**
 * Writes each locale's search index through `write` (paths relative to the output root, content-hashed) and
 * returns, per locale prefix, the path of the file the browser fetches first. Implemented by the search stage.
 */
export function writeSearchIndexes(_config: ResolvedConfig, _pages: BuiltPage[], _write: (file: string, contents: string) => void): Record<string, string> {
  return {};
}
