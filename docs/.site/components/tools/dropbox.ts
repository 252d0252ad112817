import { encodeState } from './state.ts';

/** AList's Dropbox app; with it the token server supplies the secret. */
export const DROPBOX_APP_KEY = '76lrwrklhdn1icb';
export const DROPBOX_CONSOLE = 'https://www.dropbox.com/developers/apps';
export const DROPBOX_TOKEN_PATH = '/alist/dropbox/token';

export interface DropboxRequest {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** `token_access_type=offline` is what makes Dropbox return a refresh token at all. */
export function dropboxAuthorizeUrl({
  clientId,
  clientSecret,
  redirectUri,
}: DropboxRequest): string {
  const url = new URL('https://www.dropbox.com/oauth2/authorize');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('token_access_type', 'offline');
  url.searchParams.set('state', encodeState([clientId, clientSecret]));
  return url.toString();
}

/** The redirect URI must be the one used for the authorisation, which is the callback page's own address. */
export const dropboxTokenBody = (
  code: string,
  clientId: string,
  clientSecret: string,
  redirectUri: string,
) => ({
  code,
  client_id: clientId,
  client_secret: clientSecret,
  grant_type: 'authorization_code',
  redirect_uri: redirectUri,
});
