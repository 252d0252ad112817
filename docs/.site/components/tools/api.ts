// Requests of the tool pages to the token API server and to providers. Every failure becomes a ToolError with a
// title and a message meant to be shown as plain text; callers never see a raw exception.

export class ToolError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Tokens {
  refreshToken: string;
  accessToken: string;
}

const TIMEOUT_MS = 30_000;
const SNIPPET = 300;

/** Turns any JSON value into display text; objects are shown as compact JSON. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The error a server or provider reported in its JSON body, or null. Knows the shapes in use: OAuth's
 * `{error, error_description}`, Graph's `{error: {code, message}}` and the `{code, message}` of Chinese clouds.
 */
export function describeError(body: unknown): { title: string; message: string } | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (b.error) {
    if (typeof b.error === 'object') {
      const e = b.error as Record<string, unknown>;
      return {
        title: asText(e.code ?? e.status) || 'error',
        message: asText(e.message ?? b.error_description ?? e),
      };
    }
    return { title: asText(b.error), message: asText(b.error_description ?? b.message ?? b.msg) };
  }
  if (typeof b.code === 'string' && typeof b.message === 'string' && !b.refresh_token)
    return { title: b.code, message: b.message };
  return null;
}

/** Fetches JSON; a network failure, a timeout, a non-JSON answer or an error body becomes a ToolError. */
export async function requestJson(
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ToolError('network', `${new URL(url).origin}: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ToolError(`HTTP ${response.status}`, text.slice(0, SNIPPET) || response.statusText);
  }
  const reported = describeError(body);
  if (reported) throw new ToolError(reported.title, reported.message);
  if (!response.ok || !body || typeof body !== 'object')
    throw new ToolError(`HTTP ${response.status}`, text.slice(0, SNIPPET));
  return body as Record<string, unknown>;
}

export const postJson = (url: string, body: unknown) =>
  requestJson(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

export const postForm = (url: string, fields: Record<string, string>) =>
  requestJson(url, { method: 'POST', body: new URLSearchParams(fields) });

/** The tokens of an OAuth token response; `refreshToken` is required unless `optional` says otherwise. */
export function readTokens(
  body: Record<string, unknown>,
  { optionalRefresh = false } = {},
): Tokens {
  const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  const accessToken = typeof body.access_token === 'string' ? body.access_token : '';
  if (!refreshToken && !(optionalRefresh && accessToken)) {
    throw new ToolError(
      'no token',
      `the answer holds no refresh_token: ${JSON.stringify(body).slice(0, SNIPPET)}`,
    );
  }
  return { refreshToken, accessToken };
}

/** Base URL of the chosen token API server plus a path; a ToolError when no server is configured. */
export function apiEndpoint(base: string, path: string): string {
  if (!base) throw new ToolError('no server', 'no token API server is configured for this site');
  return base.replace(/\/$/, '') + path;
}
