import * as z from 'zod';

/** Who wrote the site: the footer's copyright and the default author of each page's info row. */
export const authorSchema = z.object({
  name: z.string(),
  url: z.string().optional(),
  pageInfo: z.boolean().optional(),
});
