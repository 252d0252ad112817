import type { UserConfig } from './user-config.ts';

/** Identity helper that gives a site config its types. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

export type { UserConfig } from './user-config.ts';
