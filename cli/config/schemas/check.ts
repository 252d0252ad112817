import * as z from 'zod';
import { doc } from './meta.ts';

const check = z.object({
  rules: doc(
    z.record(z.string(), z.enum(['error', 'warning', 'off'])).optional(),
    'Severity by rule name (`link/missing-page`), as `check` prints them.',
    "each rule's own",
  ),
  ignoreLinks: doc(
    z.array(z.union([z.string(), z.instanceof(RegExp)])).optional(),
    "Links `check` does not follow, for pages published beside the site by other means: a string is a link as written (`'/play/'`), a pattern is tested against it (`/^\\/play/`).",
    'none',
  ),
});

/** What `docs-build check` reports, and how loudly. */
export const checkFields = {
  check: doc(check.optional(), 'The rules of `docs-build check`.'),
};
