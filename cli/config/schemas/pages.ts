import * as z from 'zod';
import { doc } from './meta.ts';

/** Which files are pages, where they are published, and what they may read. */
export const pagesFields = {
  redirects: doc(
    z.record(z.string(), z.string()).optional(),
    'Old path → new path, written as redirects and followed by the client router.',
    'none',
  ),
  data: doc(
    z.record(z.string(), z.string()).optional(),
    'JSON files (or folders of them), relative to the config file, handed to components by name.',
    'none',
  ),
  srcExclude: doc(
    z.array(z.string().min(1)).optional(),
    "Glob patterns of markdown files in the docs folder that are not pages (`['**/parts/**']`); a page may still include them. Folders starting with `.` or `_` never hold pages.",
    'none',
  ),
  rewrites: doc(
    z.record(z.string().min(1), z.string()).optional(),
    "Where pages are published when not where they lie: a path in the docs folder → the path it is served under (`{ 'en/:rest*': ':rest*' }`). Links between pages follow.",
    'none',
  ),
  readme: doc(
    z.enum(['index', 'page']).optional(),
    "What a `README.md` beside an `index.md` is: `'index'`, the folder's page, which gives way to the `index.md` (VuePress's rule, with a warning); `'page'`, a page of its own at `<folder>/README` (VitePress's rule). A `README.md` alone is always its folder's page.",
    "`'index'`",
  ),
};
