import type { LocaleTexts } from '../../runtime/shared/types.ts';
import type { FrontMatterKey } from './containers.ts';
import type { ComponentConfig, LocaleConfig, ParsedConfig } from './user-config.ts';

// The user's config types come from its schema (user-config.ts); importers that know them from here
// keep doing so.
export type {
  ComponentConfig,
  LocaleConfig,
  SidebarConfigItem,
  UserConfig,
} from './user-config.ts';

/** The config the loader builds: the accepted config, its defaults filled in, and what it computed. */
export interface ResolvedConfig extends Required<
  Pick<ParsedConfig, 'title' | 'base' | 'colorMode' | 'redirects'>
> {
  user: ParsedConfig;
  /** Absolute path of the docs folder. */
  root: string;
  /** Absolute path of the config file, or null when the site has none. */
  configFile: string | null;
  /** The files the config and what it imports were bundled from (none without a config of ours). */
  configInputs?: string[];
  siteDir: string;
  publicDir: string;
  description: string;
  hostname: string;
  logo: string;
  locales: Record<
    string,
    LocaleConfig & { name: string; title: string; description: string; texts: LocaleTexts }
  >;
  localePrefixes: string[];
  components: Record<string, ComponentConfig & { absolutePath: string }>;
  data: Record<string, unknown>;
  /**
   * Front-matter keys other tools' pages use, read as ours: the loader's caller names them (the
   * foreign room's dialect tables); none for a config made by hand.
   */
  frontMatterKeys?: Record<string, FrontMatterKey>;
  /** What the loader assumed and a writer should know (a foreign config that was not run), printed once per run. */
  notes: string[];
}
