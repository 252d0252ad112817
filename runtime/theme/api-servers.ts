export const API_SERVER_KEY = 'api_name';
export const DEFAULT_API_SERVER = 'cf';

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
