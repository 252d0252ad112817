// React 18 reports, and React 19 does not, an update that reaches a Suspense boundary still holding server HTML:
// in production "Minified React error #421", in development its sentence
const UPDATE_BEFORE_HYDRATED =
  /Minified React error #421\b|received an update before it finished hydrating/;

const report: (error: unknown) => void =
  typeof reportError === 'function' ? reportError : (error) => console.error(error);

/**
 * hydrateRoot's `onRecoverableError`. A navigation can reach a deferred part (see deferredComponent) whose code
 * is in but which React has not hydrated yet; React renders that boundary afresh, as the new page needs anyway,
 * and React 18 reports it as an error (#421) where React 19 says nothing. Every other error React recovered from,
 * a hydration mismatch above all, is reported as React's own default would.
 */
export function onRecoverableError(error: unknown): void {
  if (error instanceof Error && UPDATE_BEFORE_HYDRATED.test(error.message)) return;
  report(error);
}
