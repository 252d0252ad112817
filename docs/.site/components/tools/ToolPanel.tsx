import { useContext, type ReactNode } from 'react';
import { SiteContext } from '../../../../runtime/app/contexts.ts';
import { siteApiServers } from './api-servers.ts';
import { ApiServerSelect } from './ApiServerSelect.tsx';
import { useMounted } from './use-api-server.ts';
import './tools.css';

/**
 * Frame of every tool: the token API server selector on top when the tool talks to that server. The selector
 * needs the site data and the browser's storage, so it appears only after mount (the build renders none).
 */
export function ToolPanel({
  usesApi = false,
  children,
}: {
  usesApi?: boolean;
  children: ReactNode;
}) {
  const mounted = useMounted();
  const site = useContext(SiteContext);
  return (
    // data-mounted tells tests (and styles, if ever needed) that the browser has taken over the form
    <div className="tool-panel" data-mounted={mounted || undefined}>
      {usesApi && mounted && (
        <div className="tool-api">
          <ApiServerSelect servers={siteApiServers(site)} />
        </div>
      )}
      {children}
    </div>
  );
}
