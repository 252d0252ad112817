import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { routeToOutputFile } from '../../runtime/shared/routes.ts';

/** The longest file name most file systems allow, in bytes. */
const MAX_NAME_BYTES = 255;
/** What the longest name a page's output gets adds to its route's last part: `.html` and the `.br` copy's. */
const LONGEST_ENDING = '.html.br';

/**
 * Pages whose output file (or its compressed copy) would have a name longer than a file system allows: an error
 * naming the page, before anything is written, rather than the file system's error in the middle of the build.
 */
export function longNameProblems(pages: { route: string; displayPath: string }[]): Diagnostic[] {
  const allowed = MAX_NAME_BYTES - LONGEST_ENDING.length;
  return pages.flatMap(({ route, displayPath }) => {
    const name = routeToOutputFile(route)
      .split('/')
      .pop()!
      .replace(/\.html$/, '');
    const bytes = Buffer.byteLength(name);
    if (bytes <= allowed) return [];
    return [
      {
        severity: 'error',
        file: displayPath,
        rule: 'site/name-too-long',
        message: `the page's route ends in a name of ${bytes} bytes; with .html and a compressed copy's .br it passes the ${MAX_NAME_BYTES} bytes file systems allow`,
        hint: `rename the file to a name of at most ${allowed} bytes before .md, or give it a shorter route with \`rewrites\``,
      },
    ];
  });
}
