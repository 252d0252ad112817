import type { HostedSearchSettings } from '../../../runtime/shared/types.ts';
import { isObjectLiteral, trimmedText, type Literal } from './literals.ts';

export interface HostedSearch {
  search?: { provider: 'hosted' } & HostedSearchSettings;
  unreadable?: boolean;
}

/**
 * The Algolia (DocSearch) index a tool's config searches with (VitePress's
 * `search: { provider: 'algolia', options: { appId, apiKey, indexName } }`):
 * the site keeps the search its readers had, through our hosted search. Keys
 * that are no literals (read from the environment) leave it `unreadable`.
 */
export function hostedSearch(config: Literal): HostedSearch {
  if (firstWhere(config, (key, value) => key === 'provider' && value === 'algolia') === undefined)
    return {};
  const [appId, apiKey, indexName] = ['appId', 'apiKey', 'indexName'].map((name) =>
    trimmedText(firstWhere(config, (key, value) => key === name && typeof value === 'string')),
  );
  if (!appId || !apiKey || !indexName) return { unreadable: true };
  return { search: { provider: 'hosted', appId, apiKey, indexName } };
}

/**
 * The first value, in the order the config writes them, whose key and value
 * pass `test`.
 */
export function firstWhere(
  value: Literal | undefined,
  test: (key: string, value: Literal) => boolean,
): Literal | undefined {
  const children: [string, Literal][] = Array.isArray(value)
    ? value.map((item) => ['', item])
    : isObjectLiteral(value)
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    if (test(key, child)) return child;
    const found = firstWhere(child, test);
    if (found !== undefined) return found;
  }
  return undefined;
}
