import * as z from 'zod';
import { doc } from './meta.ts';

/**
 * `markdown.dialect`: a name of another tool, so only its form is checked here; the loader checks it
 * against the tools the foreign room knows (`validatedConfig`'s `dialects`).
 */
export const dialectSchema = doc(
  z.string().optional(),
  'The tool the pages were written for, one of those the importing reference lists, where tools disagree in a way names cannot settle: heading ids follow its rule, so links written for it find their anchors.',
  "none: GitHub's heading ids",
);
