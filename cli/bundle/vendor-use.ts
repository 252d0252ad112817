import { DIAGRAM_LIBRARIES, diagramsIn } from '../markdown/plugins/rehype-diagrams.ts';
import type { ClientAssets } from './client.ts';

/**
 * The vendor libraries a site's pages can load: a diagram library where a page draws its kind of diagram, an
 * island's libraries where a page holds the island, and anything else the runtime imports. A site with neither
 * diagrams nor videos ships none of them (8 MB and some 700 files with their compressed copies).
 */
export function vendorPackagesFor(
  client: ClientAssets,
  pages: readonly { html: string; islands: string[]; diagrams?: string[] }[],
): Set<string> {
  const needed = new Set<string>();
  const drawn = new Set(pages.flatMap((page) => page.diagrams ?? diagramsIn(page.html)));
  for (const name of client.vendorUse.runtime) {
    const kind = Object.entries(DIAGRAM_LIBRARIES).find(([, library]) => library === name)?.[0];
    if (!kind || drawn.has(kind)) needed.add(name);
  }
  const islands = new Set(pages.flatMap((page) => page.islands));
  for (const [island, names] of Object.entries(client.vendorUse.islands))
    if (islands.has(island)) for (const name of names) needed.add(name);
  return needed;
}
