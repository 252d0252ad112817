import type { UserConfig } from './user-config.ts';

/** A site builds its own index unless its config names a hosted one or turns search off (`search: false`). */
export function searchesLocally(search: UserConfig['search']): boolean {
  return search === undefined || (search !== false && search.provider === 'local');
}

/** The hosted index the config names, if any. */
export function hostedSearchOf(search: UserConfig['search']) {
  return search && search.provider === 'hosted' ? search : undefined;
}
