import { usePage } from '../../../runtime/app/contexts.ts';
import { ApiServerSelect } from './tools/ApiServerSelect.tsx';
import './sidebar-api-server.css';

/**
 * The sidebar's top slot: the token API server selector, on the driver pages, which link to the tools
 * that use it.
 */
export default function SidebarApiServer({ servers }: { servers: Record<string, string> }) {
  const { route } = usePage();
  return route.includes('/drivers/') ? <ApiServerSelect servers={servers} /> : null;
}
