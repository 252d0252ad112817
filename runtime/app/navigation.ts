// Typed navigation outcomes, as the seed names them: a navigation can be aborted (its target failed to load),
// cancelled (a newer navigation replaced it) or duplicated (it targets the page already shown).

export type NavigationFailureType = 'aborted' | 'cancelled' | 'duplicated';

export interface NavigationFailure {
  type: NavigationFailureType;
  to: string;
  from: string;
  error?: unknown;
}

export function isNavigationFailure(
  value: unknown,
  type?: NavigationFailureType,
): value is NavigationFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    'to' in value &&
    (type === undefined || (value as NavigationFailure).type === type)
  );
}

/** Event dispatched on window when a route chunk cannot load; call preventDefault() to handle it yourself. */
export const PRELOAD_ERROR_EVENT = 'docs-build:preload-error';

export interface PreloadErrorDetail {
  url: string;
  error: unknown;
}
