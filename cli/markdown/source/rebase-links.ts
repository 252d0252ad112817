import path from 'node:path';
import { fenceTracker } from './fence-lines.ts';

const RELATIVE_LINK = /(!?\[[^\]\n]*\]\(\s*<?|^\s*\[[^\]\n]+\]:\s*<?)(\.\.?\/[^)\s>]*)/g;
/** The link around an image (`[![Banner](b.png)](./x.md)`), whose text holds brackets. */
const LINKED_IMAGE = /(\[[^[\]\n]*!\[[^\]\n]*\]\([^)\n]*\)[^[\]\n]*\]\(\s*<?)(\.\.?\/[^)\s>]*)/g;
/**
 * Relative links and images of an included markdown file point where they did
 * in that file: `[a](./b.md)` in `parts/x.md` becomes `[a](./parts/b.md)` in
 * the page that includes it, as VitePress and theme-hope do.
 */
export function rebaseLinks(lines: string[], from: string, to: string): string[] {
  if (from === to) return lines;
  const inFence = fenceTracker();
  return lines.map((line) => {
    if (inFence(line) || !line.includes('./')) return line;
    const move = (_: string, before: string, url: string) => {
      const moved = path.relative(to, path.resolve(from, url)).split(path.sep).join('/');
      return before + (moved.startsWith('.') ? moved : `./${moved}`);
    };
    // the images first, then the links around them
    return line.replace(RELATIVE_LINK, move).replace(LINKED_IMAGE, move);
  });
}
