// Small transient messages at the top of the page (3000 ms by default, 420–720 px wide), outside React so any
// code, islands included, can raise one.
export const TOAST_DURATION_MS = 3000;

export function showToast(
  message: string,
  {
    duration = TOAST_DURATION_MS,
    kind = 'info',
  }: { duration?: number; kind?: 'info' | 'success' | 'error' } = {},
): void {
  let host = document.getElementById('toasts');
  if (!host) {
    host = document.createElement('div');
    host.id = 'toasts';
    host.className = 'toasts';
    host.setAttribute('aria-live', 'polite');
    document.body.append(host);
  }
  const toast = document.createElement('div');
  toast.className = `toast ${kind}`;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  toast.textContent = message;
  host.append(toast);
  setTimeout(() => toast.remove(), duration);
}

/**
 * Site components (the token tools in docs/.site) are bundled apart from the theme, so they raise a toast with
 * this window event, `detail: { message, kind }`, instead of importing the theme.
 */
export const TOAST_EVENT = 'docs-build-toast';

export function listenForToasts(): void {
  window.addEventListener(TOAST_EVENT, (event) => {
    const { message, kind } =
      (event as CustomEvent<{ message?: unknown; kind?: 'info' | 'success' | 'error' }>).detail ??
      {};
    if (typeof message === 'string' && message)
      showToast(message, { kind: kind === 'success' || kind === 'error' ? kind : 'info' });
  });
}
