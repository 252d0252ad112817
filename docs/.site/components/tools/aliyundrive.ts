import { encodeState } from './state.ts';

/** AList's application on the Aliyundrive open platform; its secret stays on the token server. */
export const ALIYUNDRIVE_APP_ID = '76917ccccd4441c39457a04f6084fb2f';
export const ALIYUNDRIVE_SCOPE = 'user:base,file:all:read,file:all:write';
export const ALIYUNDRIVE_CONSOLE = 'https://www.alipan.com/developer';

export const ALIYUNDRIVE_CODE_PATH = '/alist/ali_open/code';
export const ALIYUNDRIVE_QR_PATH = '/alist/ali_open/qr';

/** The QR status is read from the provider through the token server's proxy (the provider sends no CORS headers). */
export const aliyundriveQrStatusPath = (sid: string) =>
  `/proxy/https://open.aliyundrive.com/oauth/qrcode/${encodeURIComponent(sid)}/status`;

export interface AliyundriveRequest {
  /** Empty: AList's application. */
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** With AList's application the state carries two empty fields, which tells the token server to use its own secret. */
export function aliyundriveAuthorizeUrl({
  clientId,
  clientSecret,
  redirectUri,
}: AliyundriveRequest): string {
  const url = new URL('https://open.aliyundrive.com/oauth/authorize');
  url.searchParams.set('client_id', clientId || ALIYUNDRIVE_APP_ID);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', ALIYUNDRIVE_SCOPE);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', encodeState(clientId ? [clientId, clientSecret] : ['', '']));
  // always show the account chooser, so a second account can be added without signing out first
  url.searchParams.set('relogin', 'true');
  return url.toString();
}

/** Body of the code exchange; empty client fields select AList's application on the server. */
export const aliyundriveCodeBody = (code: string, clientId: string, clientSecret: string) => ({
  code,
  grant_type: 'authorization_code',
  client_id: clientId,
  client_secret: clientSecret,
});

/** The QR answer of the token server, or null unless it holds a session ID and an http(s) image address. */
export function readAliyundriveQr(
  body: Record<string, unknown>,
): { sid: string; imageUrl: string } | null {
  const sid = typeof body.sid === 'string' ? body.sid : '';
  const imageUrl =
    typeof body.qrCodeUrl === 'string' && /^https?:\/\//i.test(body.qrCodeUrl)
      ? body.qrCodeUrl
      : '';
  return sid && imageUrl ? { sid, imageUrl } : null;
}

/** `LoginSuccess` comes with the authorisation code; every other status means "not yet". */
export function readAliyundriveScan(body: Record<string, unknown>): {
  status: string;
  code: string;
} {
  return {
    status: typeof body.status === 'string' ? body.status : 'unknown',
    code: typeof body.authCode === 'string' ? body.authCode : '',
  };
}
