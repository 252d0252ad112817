import { folderDefaults } from '../site/folder-defaults.ts';
import { docsFolder, findConfigFile, importOwnConfig, validatedConfig } from '../config/load.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { withSiteDefaults } from './borrow.ts';
import { DIALECT_CONTAINERS, DIALECT_FRONT_MATTER, DIALECT_NAMES } from './dialects.ts';
import { FOREIGN_TOOLS } from './registry.ts';
import type { ForeignSite } from './tool.ts';

/**
 * Loads, validates and resolves the config of a docs folder: the site's own
 * `.site/config.*`, with what it leaves out taken from the other tool's site
 * beside it or the folder; without one, the other tool's site as read, or the
 * folder's defaults. `fresh` bypasses the module cache (dev); `keep: false`
 * (`--clean`) bundles the config again rather than take the bundle kept.
 */
export async function loadConfig(
  rootArg: string,
  { fresh = false, keep = true } = {},
): Promise<ResolvedConfig> {
  const root = pagesFolder(docsFolder(rootArg));
  const configFile = findConfigFile(root);
  const own = configFile ? await importOwnConfig(root, configFile, fresh, keep) : null;
  const { raw, notes } = own
    ? withSiteDefaults(own.value, () => siteDefaults(root))
    : (({ config, notes }) => ({ raw: config, notes }))(siteDefaults(root));
  return validatedConfig(
    raw,
    { root, rootArg, configFile, notes, inputs: own?.inputs },
    {
      dialects: DIALECT_NAMES,
      containers: DIALECT_CONTAINERS,
      frontMatterKeys: DIALECT_FRONT_MATTER,
    },
  );
}

/**
 * The folder holding the pages: a tool's pages folder inside the one given
 * (Valaxy's `pages/`), unless the folder has a config of ours.
 */
function pagesFolder(folder: string): string {
  if (findConfigFile(folder)) return folder;
  for (const tool of FOREIGN_TOOLS) {
    const pages = tool.pagesFolder?.(folder);
    if (pages) return pages;
  }
  return folder;
}

/**
 * What a folder builds with when its own config says nothing: a tool's site as
 * read, else the folder's.
 */
export function siteDefaults(root: string): ForeignSite {
  const tool = FOREIGN_TOOLS.find((candidate) => candidate.detect(root));
  if (tool) return tool.read(root);
  return {
    config: folderDefaults(root, DIALECT_FRONT_MATTER),
    notes: [],
    navigationNotes: [],
    file: null,
  };
}
