// The OAuth `state` parameter carries what a callback page needs (client ID, secret, zone …) through the provider
// and back. It is base64 of the fields joined by `::`: the OneDrive token server decodes it the same way, so the
// format is fixed, not a choice of ours.

export const STATE_SEPARATOR = '::';

export type StateResult =
  { ok: true; fields: string[] } | { ok: false; reason: 'encoding' | 'fields' };

/** Base64 of the UTF-8 fields joined by `::`; throws when a field itself contains the separator. */
export function encodeState(fields: string[]): string {
  if (fields.some((f) => f.includes(STATE_SEPARATOR)))
    throw new Error(`a value may not contain "${STATE_SEPARATOR}"`);
  const bytes = new TextEncoder().encode(fields.join(STATE_SEPARATOR));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * Decodes a state written by `encodeState` and checks it has exactly `count` fields. Anything else — not base64,
 * not UTF-8, too few or too many fields — is reported, never thrown, so a tampered URL shows an error message.
 */
export function decodeState(raw: string, count: number): StateResult {
  // some servers turn `+` into a space on the way back; base64url is accepted as well
  const normalized = raw.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (
    !/^[A-Za-z0-9+/]*={0,2}$/.test(normalized) ||
    normalized.length % 4 === 1 ||
    normalized.replace(/=+$/, '') === ''
  ) {
    return { ok: false, reason: 'encoding' };
  }
  const padded = normalized
    .replace(/=+$/, '')
    .padEnd(Math.ceil(normalized.replace(/=+$/, '').length / 4) * 4, '=');
  let text: string;
  try {
    const binary = atob(padded);
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return { ok: false, reason: 'encoding' };
  }
  const fields = text.split(STATE_SEPARATOR);
  return fields.length === count ? { ok: true, fields } : { ok: false, reason: 'fields' };
}
