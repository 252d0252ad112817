import { isIP } from 'node:net';

/**
 * Whether a request's Host header names this server. A page on another site can point its own domain at 127.0.0.1
 * (DNS rebinding) and then read the dev server as same-origin; a browser always sends that domain as Host, so only
 * names the server is known by are served: localhost, IP addresses, and the host it was told to listen on.
 */
export function isAllowedHost(hostHeader: string | undefined, listenHost: string): boolean {
  if (!hostHeader) return true; // HTTP/1.0 clients without a Host header are not browsers
  const name = hostHeader.startsWith('[')
    ? hostHeader.slice(1, hostHeader.indexOf(']'))
    : hostHeader.replace(/:\d+$/, '');
  const lower = name.toLowerCase();
  if (isIP(lower)) return true;
  if (lower === 'localhost' || lower.endsWith('.localhost')) return true;
  return lower === listenHost.toLowerCase();
}
