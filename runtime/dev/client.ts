// Loaded only by pages the dev server renders: listens for changes over server-sent events, swaps the current
// page in place when its markdown changes, reloads for everything else, and shows build errors as an overlay.
import type { ClientRouter } from '../app/router.ts';

interface DevDiagnostic {
  file: string;
  line?: number;
  column?: number;
  message: string;
  severity: string;
}
type DevEvent =
  | { type: 'page'; routes: string[]; version: string }
  | { type: 'reload' }
  | { type: 'errors'; diagnostics: DevDiagnostic[] }
  | { type: 'ok' };

const SCROLL_KEY = 'docs-build-dev-scroll';
const router = () =>
  (window as unknown as { __docsBuild?: { router: ClientRouter } }).__docsBuild?.router;

function showOverlay(diagnostics: DevDiagnostic[]) {
  hideOverlay();
  const overlay = document.createElement('div');
  overlay.id = 'docs-build-error-overlay';
  overlay.setAttribute('role', 'alert');
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;background:rgba(15,18,23,.92);color:#f3f4f6;font:14px/1.6 ui-monospace,monospace;padding:2rem;overflow:auto';
  const title = document.createElement('h2');
  title.textContent = `docs-build: ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}`;
  title.style.cssText = 'color:#ff7b7b;margin:0 0 1rem;font-size:18px';
  overlay.append(title);
  for (const d of diagnostics) {
    const row = document.createElement('pre');
    row.style.cssText = 'white-space:pre-wrap;margin:0 0 .75rem';
    row.textContent = `${[d.file, d.line, d.column].filter((x) => x !== undefined).join(':')}  ${d.message}`;
    overlay.append(row);
  }
  const hint = document.createElement('p');
  hint.textContent = 'Fix the file and save: this page updates by itself.';
  hint.style.opacity = '0.7';
  overlay.append(hint);
  document.body.append(overlay);
}

function hideOverlay() {
  document.getElementById('docs-build-error-overlay')?.remove();
}

function reload() {
  sessionStorage.setItem(
    SCROLL_KEY,
    JSON.stringify({ path: location.pathname, y: window.scrollY }),
  );
  location.reload();
}

function restoreScroll() {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  if (!saved) return;
  sessionStorage.removeItem(SCROLL_KEY);
  const { path, y } = JSON.parse(saved) as { path: string; y: number };
  if (path === location.pathname) requestAnimationFrame(() => window.scrollTo(0, y));
}

function connect() {
  const source = new EventSource('/__docs-build/events');
  const live = (on: boolean) => {
    (window as unknown as { __docsBuildLive?: boolean }).__docsBuildLive = on;
  };
  source.onopen = () => live(true);
  // the server stopped or restarts: EventSource retries by itself, and the flag says the page is not live meanwhile
  source.onerror = () => live(false);
  source.onmessage = async (message) => {
    const event = JSON.parse(message.data) as DevEvent;
    if (event.type === 'errors') showOverlay(event.diagnostics);
    else if (event.type === 'ok') {
      hideOverlay();
      if (document.documentElement.dataset.devError) reload();
    } else if (event.type === 'reload') reload();
    else if (event.type === 'page') {
      const r = router();
      if (!r || !event.routes.includes(r.getState().page.route)) return;
      hideOverlay();
      try {
        await r.refresh(event.version);
      } catch {
        reload();
      }
    }
  };
}

restoreScroll();
connect();
