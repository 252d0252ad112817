import path from 'node:path';
import { fileURLToPath } from 'node:url';

const islands = fileURLToPath(new URL('../../runtime/islands/', import.meta.url));

/** Components every docs-build site can use in markdown. */
export const builtInComponents: Record<string, { absolutePath: string; hydrate: boolean }> = {
  Badge: { absolutePath: path.join(islands, 'Badge.tsx'), hydrate: false },
  Catalog: { absolutePath: path.join(islands, 'Catalog.tsx'), hydrate: false },
  VPCard: { absolutePath: path.join(islands, 'VPCard.tsx'), hydrate: false },
  BiliBili: { absolutePath: path.join(islands, 'BiliBili.tsx'), hydrate: false },
  VideoPlayer: { absolutePath: path.join(islands, 'VideoPlayer.tsx'), hydrate: true },
};
