import * as z from 'zod';
import { EXTENSIBLE_DIRECTIVES } from '../csp-directives.ts';
import { doc } from './meta.ts';

const sources = z.array(
  z.string().regex(/^[^\s;,]+$/, 'one source per entry, without spaces, commas or semicolons'),
);

/** What the host's headers allow beyond what the build sees. */
export const securityFields = {
  contentSecurityPolicy: doc(
    z.union([z.literal(false), z.partialRecord(z.enum(EXTENSIBLE_DIRECTIVES), sources)]).optional(),
    'Sources to add to the Content-Security-Policy the build computes, per directive (`connect-src`), for what pages reach only at run time; `false` sends no policy.',
    'the policy the build computes',
  ),
};
