import { encodeState } from './state.ts';

/** Microsoft's national clouds: sign-in host, Graph host and the portal where apps are registered. */
export const ONEDRIVE_ZONES = {
  global: {
    label: 'Global',
    oauth: 'https://login.microsoftonline.com',
    graph: 'https://graph.microsoft.com',
    portal: 'https://portal.azure.com',
  },
  cn: {
    label: '21Vianet (世纪互联)',
    oauth: 'https://login.chinacloudapi.cn',
    graph: 'https://microsoftgraph.chinacloudapi.cn',
    portal: 'https://portal.azure.cn',
  },
  de: {
    label: 'Azure Germany',
    oauth: 'https://login.microsoftonline.de',
    graph: 'https://graph.microsoft.de',
    portal: 'https://portal.microsoftazure.de',
  },
  us: {
    label: 'Azure US Government',
    oauth: 'https://login.microsoftonline.us',
    graph: 'https://graph.microsoft.us',
    portal: 'https://portal.azure.us',
  },
} as const;

export type OnedriveZone = keyof typeof ONEDRIVE_ZONES;

export const isOnedriveZone = (zone: string): zone is OnedriveZone =>
  Object.hasOwn(ONEDRIVE_ZONES, zone);

/** Offline access gives the refresh token; the driver needs read-write access to all files the user can reach. */
export const ONEDRIVE_SCOPE = 'offline_access files.readwrite.all';

export const ONEDRIVE_TOKEN_PATH = '/alist/onedrive/get_refresh_token';
export const ONEDRIVE_SITE_ID_PATH = '/alist/onedrive/get_site_id';

export interface OnedriveRequest {
  zone: OnedriveZone;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope?: string;
}

/** The `common` endpoint accepts both work or school and personal accounts. */
export function onedriveAuthorizeUrl({
  zone,
  clientId,
  clientSecret,
  redirectUri,
  scope = ONEDRIVE_SCOPE,
}: OnedriveRequest): string {
  const url = new URL(`${ONEDRIVE_ZONES[zone].oauth}/common/oauth2/v2.0/authorize`);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', scope);
  // the token server decodes this itself: client ID, secret and zone, in this order
  url.searchParams.set('state', encodeState([clientId, clientSecret, zone]));
  return url.toString();
}

/** The app registrations list of the zone's Azure portal. */
export const onedriveAppsUrl = (zone: OnedriveZone) =>
  `${ONEDRIVE_ZONES[zone].portal}/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade`;

/**
 * The WebDAV root of a OneDrive for Business or SharePoint address: the host and the first two path segments
 * (`/personal/<user>` or `/sites/<site>`) followed by the document library, which SharePoint sites call
 * "Shared Documents" and personal OneDrives "Documents". Null when the address does not have that shape.
 */
export function sharepointWebdavUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const [kind, name] = url.pathname.split('/').filter(Boolean);
  if (!name || (kind !== 'sites' && kind !== 'personal')) return null;
  return `https://${url.host}/${kind}/${name}/${kind === 'sites' ? 'Shared Documents' : 'Documents'}`;
}
