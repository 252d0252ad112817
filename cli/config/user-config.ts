import type * as z from 'zod';
import type { configSchema } from './schema.ts';
import type { localeSchema } from './schemas/locales.ts';
import type { sidebarItemSchema } from './schemas/navigation.ts';
import type { componentSchema } from './schemas/theme.ts';

// The config's types, from its schema: what a site writes (input) and what the code reads once the
// schema accepted it (output).

/** A site config as its author writes it (`defineConfig`). */
export type UserConfig = z.input<typeof configSchema>;
/** A site config the schema accepted. */
export type ParsedConfig = z.output<typeof configSchema>;
/** One language of the site, under its path prefix. */
export type LocaleConfig = z.output<typeof localeSchema>;
/** A sidebar entry as written; `children: 'structure'` lists a folder's pages by their order. */
export type SidebarConfigItem = z.output<typeof sidebarItemSchema>;
/** A component pages may use by name. */
export type ComponentConfig = z.output<typeof componentSchema>;
