import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';

/**
 * What the page compiler takes from how the site's own tool reads snippets:
 * the folder `@/` names (a Valaxy site's config folder, above `pages/`), and
 * whether a snippet's missing region shows the whole file, as VitePress and
 * Valaxy do, rather than stopping the build.
 */
export function snippetSettings(config: ResolvedConfig): {
  atRoot?: string;
  wholeFileWithoutRegion?: boolean;
} {
  const markdown = config.user.markdown;
  const dialect = markdown?.dialect;
  return {
    ...(markdown?.atRoot ? { atRoot: path.resolve(config.root, markdown.atRoot) } : {}),
    ...(dialect === 'vitepress' || dialect === 'valaxy' ? { wholeFileWithoutRegion: true } : {}),
  };
}
