import type { SiteData } from '../../../../runtime/shared/types.ts';

export const API_SERVER_KEY = 'api_name';
/** Raised on window when the reader picks another server, so open tools follow the choice. */
export const API_SERVER_EVENT = 'docs-build:api-server';
export const DEFAULT_API_SERVER = 'cf';

const NO_SERVERS: Record<string, string> = {};

/**
 * The servers the site configures: the props of its sidebar selector (see config.ts), which the tool pages
 * share, so the list is written once per site.
 */
export function siteApiServers(site: SiteData | null): Record<string, string> {
  const props = site?.slots?.sidebarTop?.props as { servers?: Record<string, string> } | undefined;
  return props?.servers ?? NO_SERVERS;
}

/** The `local` server is offered only when the page itself is served from localhost or an IP address. */
export function availableServers(
  servers: Record<string, string>,
  hostname: string,
): Record<string, string> {
  const local =
    hostname === 'localhost' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ||
    hostname.startsWith('[');
  return Object.fromEntries(Object.entries(servers).filter(([key]) => key !== 'local' || local));
}

export function storedServer(servers: Record<string, string>): string {
  let key: string | null = null;
  try {
    key = localStorage.getItem(API_SERVER_KEY);
  } catch {
    /* storage may be off */
  }
  return key && key in servers
    ? key
    : DEFAULT_API_SERVER in servers
      ? DEFAULT_API_SERVER
      : Object.keys(servers)[0];
}

/** The selected base URL plus an optional path suffix. */
export function apiUrl(servers: Record<string, string>, key: string, suffix = ''): string {
  return (servers[key] ?? '').replace(/\/$/, '') + suffix;
}
