import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiEndpoint,
  describeError,
  readTokens,
  requestJson,
  ToolError,
} from '../../../docs/.site/components/tools/api.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );

describe('describeError', () => {
  it.each([
    [
      { error: 'invalid_grant', error_description: 'expired code' },
      { title: 'invalid_grant', message: 'expired code' },
    ],
    [
      { error: { code: 'itemNotFound', message: 'no such site' } },
      { title: 'itemNotFound', message: 'no such site' },
    ],
    [
      { code: 'InvalidParameter', message: 'bad code' },
      { title: 'InvalidParameter', message: 'bad code' },
    ],
    [{ error: 'boom' }, { title: 'boom', message: '' }],
  ])('%j', (body, expected) => {
    expect(describeError(body)).toEqual(expected);
  });

  it('finds nothing in a successful answer', () => {
    expect(describeError({ refresh_token: 'r', error: '' })).toBeNull();
    expect(describeError('text')).toBeNull();
  });
});

describe('requestJson', () => {
  it('returns the JSON body of a successful answer', async () => {
    answer(200, '{"refresh_token":"r"}');
    await expect(requestJson('http://127.0.0.1:1/x')).resolves.toEqual({ refresh_token: 'r' });
  });

  it('turns an error body, a bare HTTP error, non-JSON and a network failure into ToolErrors', async () => {
    answer(400, '{"error":"invalid_grant","error_description":"bad"}');
    await expect(requestJson('http://127.0.0.1:1/x')).rejects.toMatchObject({
      title: 'invalid_grant',
      message: 'bad',
    });
    answer(500, '{}');
    await expect(requestJson('http://127.0.0.1:1/x')).rejects.toMatchObject({ title: 'HTTP 500' });
    answer(502, '<html>bad gateway</html>');
    await expect(requestJson('http://127.0.0.1:1/x')).rejects.toMatchObject({
      title: 'HTTP 502',
      message: '<html>bad gateway</html>',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(requestJson('http://127.0.0.1:1/x')).rejects.toBeInstanceOf(ToolError);
  });
});

describe('readTokens and apiEndpoint', () => {
  it('requires a refresh token unless told otherwise', () => {
    expect(readTokens({ refresh_token: 'r', access_token: 'a' })).toEqual({
      refreshToken: 'r',
      accessToken: 'a',
    });
    expect(() => readTokens({ access_token: 'a' })).toThrow(ToolError);
    expect(readTokens({ access_token: 'a' }, { optionalRefresh: true })).toEqual({
      refreshToken: '',
      accessToken: 'a',
    });
  });

  it('joins base and path, and fails without a server', () => {
    expect(apiEndpoint('https://api.nn.ci/', '/alist/onedrive/get_refresh_token')).toBe(
      'https://api.nn.ci/alist/onedrive/get_refresh_token',
    );
    expect(() => apiEndpoint('', '/x')).toThrow(ToolError);
  });
});
