import type { ComponentConfig } from '../../cli/config/types.ts';

/** Interactive components (islands) of the token tool pages under /tool/; paths are relative to docs/.site/. */
export const toolComponents: Record<string, ComponentConfig> = {};
