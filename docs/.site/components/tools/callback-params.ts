import { decodeState } from './state.ts';

/** What a provider appends to the callback address. */
export interface CallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

export function readCallbackParams(search: string): CallbackParams {
  const query = new URLSearchParams(search);
  return {
    code: query.get('code'),
    state: query.get('state'),
    error: query.get('error'),
    errorDescription: query.get('error_description'),
  };
}

/** Why a callback cannot go on, as words for the reader; `missing` names a parameter that was expected. */
export type Rejection =
  | { reason: 'provider'; error: string; description: string }
  | { reason: 'missing'; parameter: 'code' | 'state' }
  | { reason: 'state'; detail: 'encoding' | 'fields' };

export interface StateRule {
  fields: number;
  /** Without a state the callback uses these fields (a provider app of AList's own); null: state is required. */
  fallback: string[] | null;
  /** Further checks of the decoded fields (a known zone, say); failing them counts as a malformed state. */
  check?: (fields: string[]) => boolean;
}

/**
 * Checks a callback's parameters in the order that gives the most useful message: an error from the provider
 * first, then a missing code, then the state. Returns the decoded state fields or why the page must stop.
 */
export function checkCallback(
  params: CallbackParams,
  rule: StateRule | null,
): { ok: true; code: string; fields: string[] } | { ok: false; rejection: Rejection } {
  if (params.error)
    return {
      ok: false,
      rejection: {
        reason: 'provider',
        error: params.error,
        description: params.errorDescription ?? '',
      },
    };
  if (!params.code) return { ok: false, rejection: { reason: 'missing', parameter: 'code' } };
  if (!rule) return { ok: true, code: params.code, fields: [] };
  if (!params.state) {
    return rule.fallback
      ? { ok: true, code: params.code, fields: rule.fallback }
      : { ok: false, rejection: { reason: 'missing', parameter: 'state' } };
  }
  const decoded = decodeState(params.state, rule.fields);
  if (!decoded.ok) return { ok: false, rejection: { reason: 'state', detail: decoded.reason } };
  if (rule.check && !rule.check(decoded.fields))
    return { ok: false, rejection: { reason: 'state', detail: 'fields' } };
  return { ok: true, code: params.code, fields: decoded.fields };
}
