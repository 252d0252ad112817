import * as z from 'zod';
import { doc } from './meta.ts';

const hosted = z.object({
  provider: z.literal('hosted'),
  appId: z.string(),
  apiKey: z.string(),
  indexName: z.string(),
  host: z.string().optional(),
});

/** Where the search box looks. */
export const searchFields = {
  search: doc(
    z.union([z.literal(false), z.object({ provider: z.literal('local') }), hosted]).optional(),
    'Search: `local` builds an index per locale that the browser loads; `hosted` queries a DocSearch-compatible service with the keys given (`host` when it is not the default one); `false` gives the site no search box and builds no index.',
    "`{ provider: 'local' }`",
  ),
};
