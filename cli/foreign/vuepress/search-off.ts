import { pathIn, type Literal } from '../shared/literals.ts';

/** theme-hope's search plugins besides `search`; any of them set gives the site a search box. */
const OTHER_SEARCH_PLUGINS = ['docsearch', 'meilisearch', 'slimsearch'];

/**
 * Whether theme-hope's options turn the site's search off: `plugins.search: false` with no other
 * search plugin written as set. A plugin set only by code (a spread of options made from the
 * environment) cannot be read, and the site keeps no search, as its own build without those
 * variables does.
 */
export function hopeSearchOff(config: Literal): boolean {
  const plugins = pathIn(config, 'theme', 'plugins');
  if (pathIn(plugins, 'search') !== false) return false;
  return OTHER_SEARCH_PLUGINS.every((name) => {
    const value = pathIn(plugins, name);
    return value === undefined || value === false;
  });
}
