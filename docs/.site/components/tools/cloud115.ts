// 115's QR sign-in, read through the token server's proxy because 115 sends no CORS headers. The QR code's
// session UID is what the 115 driver accepts as its "Qrcode token" once the scan is confirmed.

export const QR_TOKEN_PATH = '/proxy/qrcodeapi.115.com/api/1.0/web/1.0/token';

export interface QrSession {
  uid: string;
  time: string;
  sign: string;
  qrcode: string;
}

/** The session fields of the token answer (`{data: {uid, time, sign, qrcode}}`), or null when any is missing. */
export function readQrSession(body: Record<string, unknown>): QrSession | null {
  const data = body.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return null;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const session = {
    uid: text(data.uid),
    time: text(data.time),
    sign: text(data.sign),
    qrcode: text(data.qrcode),
  };
  return Object.values(session).every(Boolean) ? session : null;
}

/** The QR image is drawn by the token server from the text 115 wants scanned. */
export const qrImagePath = (text: string) => `/qr/?size=400&text=${encodeURIComponent(text)}`;

export function qrStatusPath({ uid, time, sign }: QrSession, now: number): string {
  const query = new URLSearchParams({ uid, time, sign, _: String(Math.floor(now / 1000)) });
  return `/proxy/qrcodeapi.115.com/get/status/?${query}`;
}

/** 115's scan states; only `confirmed` means the UID may be used as a token. */
export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'cancelled' | 'unknown';

export function readQrStatus(body: Record<string, unknown>): QrStatus {
  const status = (body.data as Record<string, unknown> | undefined)?.status;
  const byCode: Record<string, QrStatus> = {
    '0': 'waiting',
    '1': 'scanned',
    '2': 'confirmed',
    '-1': 'expired',
    '-2': 'cancelled',
  };
  return byCode[String(status)] ?? 'unknown';
}
