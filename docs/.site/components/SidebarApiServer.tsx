import { Suspense } from 'react';
import { usePage } from '../../../runtime/app/contexts.ts';
import './sidebar-api-server.css';

type SelectModule = typeof import('./tools/ApiServerSelect.tsx');
type Loading = Promise<SelectModule> & { value?: SelectModule };
let selectModule: Loading | undefined;

/**
 * The selector and the tools' texts in both languages load only on the pages that show it. The promise carries
 * its outcome, so a render after it settled (every page the server renders) has the selector at once, and a page
 * hydrating before it settled suspends (throws the promise, as React 18 asks) and keeps the server's HTML until
 * it has.
 */
function loadSelect() {
  if (selectModule) return selectModule;
  const pending: Loading = import('./tools/ApiServerSelect.tsx');
  void pending.then((value) => (pending.value = value));
  return (selectModule = pending);
}
if (typeof document === 'undefined') void loadSelect();

function Select({ servers }: { servers: Record<string, string> }) {
  const loading = loadSelect();
  if (!loading.value) throw loading;
  const { ApiServerSelect } = loading.value;
  return <ApiServerSelect servers={servers} />;
}

/**
 * The sidebar's top slot: the token API server selector, on the driver pages, which link to the tools
 * that use it.
 */
export default function SidebarApiServer({ servers }: { servers: Record<string, string> }) {
  const { route } = usePage();
  if (!route.includes('/drivers/')) return null;
  return (
    <Suspense fallback={null}>
      <Select servers={servers} />
    </Suspense>
  );
}
