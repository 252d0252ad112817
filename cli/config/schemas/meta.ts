import type * as z from 'zod';

/** What the config reference (scripts/config-reference.ts) prints of an option besides its type. */
export interface OptionDoc {
  description: string;
  /** What applies when the option is left out, as a reader would say it. */
  default?: string;
}

/** Documents an option in the schema itself, so the reference page is written from it. */
export function doc<T extends z.ZodType>(schema: T, description: string, byDefault?: string): T {
  const meta: OptionDoc =
    byDefault === undefined ? { description } : { description, default: byDefault };
  return schema.meta({ ...meta });
}
