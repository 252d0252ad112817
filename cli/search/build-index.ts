import type { ResolvedConfig } from '../config/types.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';

/** Locale prefix → serialized search index. Filled in by the search stage (see the search issue). */
export function buildSearchIndexes(_config: ResolvedConfig, _pages: BuiltPage[]): Record<string, string> {
  return {};
}
