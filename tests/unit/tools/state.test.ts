import { describe, expect, it } from 'vitest';
import { decodeState, encodeState } from '../../../docs/.site/components/tools/state.ts';

describe('encodeState / decodeState', () => {
  it('round-trips ASCII and non-ASCII fields, empty ones included', () => {
    for (const fields of [
      ['id', 'secret', 'global'],
      ['', ''],
      ['客户端', 'sécret', 'https://example.com/cb?x=1'],
    ]) {
      expect(decodeState(encodeState(fields), fields.length)).toEqual({ ok: true, fields });
    }
  });

  it('writes plain base64 of the fields joined by "::", as the OneDrive token server expects', () => {
    expect(encodeState(['a', 'b', 'cn'])).toBe(btoa('a::b::cn'));
  });

  it('refuses a field that contains the separator', () => {
    expect(() => encodeState(['a::b', 'c'])).toThrow('::');
  });

  it('accepts base64url, missing padding and "+" turned into a space', () => {
    const raw = encodeState(['??>', '~~~']);
    expect(raw).toMatch(/[+/]/);
    expect(decodeState(raw.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 2)).toEqual({
      ok: true,
      fields: ['??>', '~~~'],
    });
    expect(decodeState(raw.replace(/\+/g, ' '), 2)).toEqual({ ok: true, fields: ['??>', '~~~'] });
  });

  it.each([
    ['not base64 at all', '%%%not-base64%%%'],
    ['markup', '"><img src=x onerror=alert(1)>'],
    ['an impossible length', 'abcde'],
    ['empty', ''],
    ['padding only', '=='],
    ['bytes that are not UTF-8', btoa('\xff\xfe::x')],
  ])('reports %s as a bad encoding', (_name, raw) => {
    expect(decodeState(raw, 2)).toEqual({ ok: false, reason: 'encoding' });
  });

  it('reports the wrong number of fields', () => {
    expect(decodeState(btoa('only-one'), 2)).toEqual({ ok: false, reason: 'fields' });
    expect(decodeState(btoa('a::b::c::d'), 3)).toEqual({ ok: false, reason: 'fields' });
  });
});
