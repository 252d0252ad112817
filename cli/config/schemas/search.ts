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
    z.union([z.object({ provider: z.literal('local') }), hosted]).optional(),
    'Search: `local` builds an index per locale that the browser loads; `hosted` queries a DocSearch-compatible service with the keys given (`host` when it is not the default one).',
    "`{ provider: 'local' }`",
  ),
};
