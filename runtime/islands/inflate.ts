import { inflateSync, strFromU8 } from 'fflate';

// fflate reports corrupt input with numeric codes; these are the readable kinds the seed names.
const INFLATE_ERRORS: Record<number, string> = {
  0: 'unexpected end of data',
  1: 'invalid block type',
  2: 'invalid length/literal',
  3: 'invalid distance',
};

export class CorruptDataError extends Error {}

/** base64 of deflated UTF-8 → the text; corrupt data throws a CorruptDataError naming the failure kind. */
export function decodeCompressed(base64: string): string {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    throw new CorruptDataError('invalid base64');
  }
  try {
    return strFromU8(inflateSync(bytes));
  } catch (error) {
    const code = (error as { code?: number }).code;
    throw new CorruptDataError(
      code !== undefined && INFLATE_ERRORS[code] ? INFLATE_ERRORS[code] : (error as Error).message,
    );
  }
}
