import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function withReports() {
  const reported: unknown[] = [];
  vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
  const { onRecoverableError } = await import('../../../runtime/app/recoverable-errors.ts');
  return { reported, onRecoverableError };
}

describe('onRecoverableError', () => {
  it('stays silent on an update that reached a boundary before it hydrated, as React 19 does', async () => {
    const { reported, onRecoverableError } = await withReports();
    onRecoverableError(
      new Error(
        'Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421 for the full message',
      ),
    );
    onRecoverableError(
      new Error(
        'This Suspense boundary received an update before it finished hydrating. This caused the boundary to switch to client rendering.',
      ),
    );
    expect(reported).toEqual([]);
  });

  it('reports a hydration mismatch and any other error', async () => {
    const { reported, onRecoverableError } = await withReports();
    const mismatch = new Error(
      'Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418',
    );
    const other = new Error('Minified React error #4210');
    onRecoverableError(mismatch);
    onRecoverableError(other);
    onRecoverableError('not an Error');
    expect(reported).toEqual([mismatch, other, 'not an Error']);
  });
});
