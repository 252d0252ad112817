import { encodeState } from './state.ts';

/**
 * rclone's public Google client. Its only redirect address is rclone's local listener, so after consenting the
 * reader swaps that address for our callback page by hand; the code is still valid for that redirect URI.
 */
export const RCLONE_CLIENT = {
  clientId: '202264815644.apps.googleusercontent.com',
  clientSecret: 'X4Z3ca8xfWDb1Voo-F9a7ZxJ',
  redirectUri: 'http://127.0.0.1:53682/',
} as const;

export const GOOGLE_SCOPE =
  'openid profile https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary';
export const GOOGLE_CONSOLE = 'https://console.cloud.google.com/apis/credentials';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_ALBUMS_URL = 'https://photoslibrary.googleapis.com/v1/albums';

export interface GoogleRequest {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope?: string;
}

/**
 * Offline access plus a forced consent screen: Google returns a refresh token only when the user consents, so
 * without `prompt=consent` a second visit would come back with an access token alone.
 */
export function googleAuthorizeUrl({
  clientId,
  clientSecret,
  redirectUri,
  scope = GOOGLE_SCOPE,
}: GoogleRequest): string {
  const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', scope);
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'consent');
  // the redirect URI travels too: with the rclone client it differs from the callback page's own address
  url.searchParams.set('state', encodeState([clientId, clientSecret, redirectUri]));
  return url.toString();
}

export const googleCodeForm = (
  code: string,
  clientId: string,
  clientSecret: string,
  redirectUri: string,
) => ({
  client_id: clientId,
  client_secret: clientSecret,
  code,
  grant_type: 'authorization_code',
  redirect_uri: redirectUri,
});

export const googleRefreshForm = (
  refreshToken: string,
  clientId: string,
  clientSecret: string,
) => ({
  client_id: clientId,
  client_secret: clientSecret,
  refresh_token: refreshToken,
  grant_type: 'refresh_token',
});

/** One page of the album list; Google allows at most 50 albums per page. */
export function googleAlbumsPageUrl(pageToken = ''): string {
  const url = new URL(GOOGLE_ALBUMS_URL);
  url.searchParams.set('pageSize', '50');
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  return url.toString();
}

export interface Album {
  id: string;
  title: string;
}

/** The albums of one page; entries without an ID are dropped and a missing title stays empty. */
export function readAlbums(body: Record<string, unknown>): { albums: Album[]; next: string } {
  const list = Array.isArray(body.albums) ? (body.albums as Record<string, unknown>[]) : [];
  const albums = list
    .filter((a) => a && typeof a.id === 'string')
    .map((a) => ({ id: a.id as string, title: typeof a.title === 'string' ? a.title : '' }));
  return { albums, next: typeof body.nextPageToken === 'string' ? body.nextPageToken : '' };
}
