import { lstatSync, readFileSync } from 'node:fs';
import { parseFenceInfo } from './dialects/fence-info.ts';
import { resolveLanguage } from './dialects/languages.ts';
import type { HighlightRequest } from './highlighter.ts';
import { isDiagramLanguage } from './plugins/rehype-diagrams.ts';
import { scanFences } from './source/fence-scan.ts';
import { twoslashShown } from './source/twoslash.ts';

/**
 * The highlighting a page is expected to ask for, read from its source before
 * it is parsed: each top-level fence as rehype-code will request it (the same
 * fence-info reading and language names). Diagrams and math are drawn, not
 * highlighted, and are left out.
 */
export function expectedBlocks(markdown: string): HighlightRequest[] {
  return scanFences(markdown).flatMap(({ info, code }) => {
    const fence = parseFenceInfo(info);
    if (fence.lang === 'math' || isDiagramLanguage(fence.lang)) return [];
    return [
      {
        code: fence.twoslash ? twoslashShown(code) : code,
        lang: resolveLanguage(fence.lang).lang,
        highlight: fence.highlight || undefined,
      },
    ];
  });
}

/**
 * The blocks every file in `files` is expected to ask for, read as the files
 * are, so colouring can start before the scan. A symlink is left to the scan,
 * which checks where it leads.
 */
export function expectedBlocksInFiles(files: readonly string[]): HighlightRequest[] {
  return files.flatMap((file) => {
    try {
      return lstatSync(file).isFile() ? expectedBlocks(readFileSync(file, 'utf8')) : [];
    } catch {
      // the scan reports what cannot be read
      return [];
    }
  });
}
