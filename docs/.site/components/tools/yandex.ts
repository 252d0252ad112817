import { encodeState } from './state.ts';

/** AList's Yandex client (also the driver's default); its registered redirect is the site's callback page. */
export const YANDEX_CLIENT = {
  clientId: 'a78d5a69054042fa936f6c77f9a0ae8b',
  clientSecret: '9c119bbb04b346d2a52aa64401936b2b',
} as const;
export const YANDEX_CONSOLE = 'https://oauth.yandex.com/client/new';
export const YANDEX_TOKEN_URL = 'https://oauth.yandex.com/token';

export interface YandexRequest {
  clientId: string;
  clientSecret: string;
  /** Empty: the client's registered redirect address. */
  redirectUri: string;
}

export function yandexAuthorizeUrl({ clientId, clientSecret, redirectUri }: YandexRequest): string {
  const url = new URL('https://oauth.yandex.com/authorize');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  if (redirectUri) url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', encodeState([clientId, clientSecret]));
  return url.toString();
}

export const yandexCodeForm = (code: string, clientId: string, clientSecret: string) => ({
  grant_type: 'authorization_code',
  code,
  client_id: clientId,
  client_secret: clientSecret,
});
