import { describe, expect, it } from 'vitest';
import {
  checkCallback,
  readCallbackParams,
} from '../../../docs/.site/components/tools/callback-params.ts';
import { encodeState } from '../../../docs/.site/components/tools/state.ts';

const params = (query: string) => readCallbackParams(query);

describe('readCallbackParams', () => {
  it('reads code, state, error and error_description, decoded', () => {
    expect(params('?code=a%20b&state=c&error=access_denied&error_description=No%3Cb%3E')).toEqual({
      code: 'a b',
      state: 'c',
      error: 'access_denied',
      errorDescription: 'No<b>',
    });
    expect(params('')).toEqual({ code: null, state: null, error: null, errorDescription: null });
  });
});

describe('checkCallback', () => {
  const rule = { fields: 2, fallback: null };

  it('puts the provider error first, even when a code came along', () => {
    expect(
      checkCallback(params('?code=x&error=access_denied&error_description=denied'), rule),
    ).toEqual({
      ok: false,
      rejection: { reason: 'provider', error: 'access_denied', description: 'denied' },
    });
  });

  it('needs a code, then a state when the rule has no fallback', () => {
    expect(checkCallback(params('?state=abc'), rule)).toEqual({
      ok: false,
      rejection: { reason: 'missing', parameter: 'code' },
    });
    expect(checkCallback(params('?code=x'), rule)).toEqual({
      ok: false,
      rejection: { reason: 'missing', parameter: 'state' },
    });
  });

  it('uses the fallback fields when the state is absent, and no state at all for a null rule', () => {
    expect(checkCallback(params('?code=x'), { fields: 2, fallback: ['', ''] })).toEqual({
      ok: true,
      code: 'x',
      fields: ['', ''],
    });
    expect(checkCallback(params('?code=x&state=whatever'), null)).toEqual({
      ok: true,
      code: 'x',
      fields: [],
    });
  });

  it('reports a malformed state and a state that fails the extra check', () => {
    expect(checkCallback(params('?code=x&state=%%%'), rule)).toEqual({
      ok: false,
      rejection: { reason: 'state', detail: 'encoding' },
    });
    const zone = { fields: 3, fallback: null, check: (f: string[]) => f[2] === 'global' };
    const state = encodeURIComponent(encodeState(['id', 'secret', 'mars']));
    expect(checkCallback(params(`?code=x&state=${state}`), zone)).toEqual({
      ok: false,
      rejection: { reason: 'state', detail: 'fields' },
    });
    const good = encodeURIComponent(encodeState(['id', 'secret', 'global']));
    expect(checkCallback(params(`?code=x&state=${good}`), zone)).toEqual({
      ok: true,
      code: 'x',
      fields: ['id', 'secret', 'global'],
    });
  });
});
