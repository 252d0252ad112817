/**
 * AList's Baidu app, also the Baidu Netdisk driver's default client. Baidu accepts only the redirect address
 * registered for it, and the token server exchanges codes for this app alone, so nothing here is configurable.
 */
export const BAIDU_CLIENT = {
  clientId: 'iYCeC9g08h5vuP9UqvPHKKSVrKFXGa1v',
  clientSecret: 'jXiFMOPVPCWlO2M5CwWQzffpNPaGTRBG',
  redirectUri: 'https://alist.nn.ci/tool/baidu/callback',
} as const;

/** `qrcode=1` lets the reader sign in by scanning with the Baidu app instead of typing a password. */
export function baiduAuthorizeUrl(): string {
  const url = new URL('https://openapi.baidu.com/oauth/2.0/authorize');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', BAIDU_CLIENT.clientId);
  url.searchParams.set('redirect_uri', BAIDU_CLIENT.redirectUri);
  url.searchParams.set('scope', 'basic,netdisk');
  url.searchParams.set('qrcode', '1');
  return url.toString();
}

export const baiduTokenPath = (code: string) =>
  `/alist/baidu/get_refresh_token?code=${encodeURIComponent(code)}`;
