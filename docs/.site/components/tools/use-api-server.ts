import { useContext, useEffect, useState } from 'react';
import { SiteContext } from '../../../../runtime/app/contexts.ts';
import {
  API_SERVER_EVENT,
  apiUrl,
  availableServers,
  siteApiServers,
  storedServer,
} from './api-servers.ts';

/**
 * Base URL of the token API server the reader chose, kept in step with the selector. Null until mounted: the
 * choice lives in localStorage and depends on the host name, neither of which exists at build time.
 * An empty string means the site configures no server at all.
 */
export function useApiBase(): string | null {
  const site = useContext(SiteContext);
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    const servers = availableServers(siteApiServers(site), location.hostname);
    const read = () => {
      const key = storedServer(servers);
      setBase(key ? apiUrl(servers, key) : '');
    };
    read();
    window.addEventListener(API_SERVER_EVENT, read);
    return () => window.removeEventListener(API_SERVER_EVENT, read);
  }, [site]);
  return base;
}

/** True once the component runs in the browser; lets server and first client render agree. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * A form field whose default is `location.origin` + the site base + `path` (a callback page), so the tool also
 * works on a local preview. Empty until mounted; the reader may change it.
 */
export function useRedirectField(path: string): [string, (value: string) => void] {
  const site = useContext(SiteContext);
  const [value, setValue] = useState('');
  useEffect(
    () => setValue(location.origin + (site?.base ?? '/').replace(/\/$/, '') + path),
    [site, path],
  );
  return [value, setValue];
}
