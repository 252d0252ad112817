import * as z from 'zod';
import { DIALECT_NAMES } from '../../markdown/dialects/index.ts';
import { doc } from './meta.ts';

/** `markdown.dialect`: the one option that names other tools, kept apart to be fed from their registry. */
export const dialectSchema = doc(
  z.enum(DIALECT_NAMES).optional(),
  'The tool the pages were written for, where tools disagree in a way names cannot settle: heading ids follow its rule, so links written for it find their anchors. `theme-hope` follows GitHub, as we do.',
  "none: GitHub's heading ids",
);
