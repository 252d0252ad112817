import type { QrStatus } from './cloud115.ts';
import type { Rejection } from './callback-params.ts';

/** Every word the tool components show, per language; the Chinese texts are in texts-zh.ts. */
export const enTexts = {
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  redirectUri: 'Redirect URI',
  region: 'Region',
  scope: 'Scopes',
  secretOptional: 'Leave empty if you have none',
  createClient: 'Create client',
  getRefreshToken: 'Get Refresh Token',
  useOwnClient: 'Use my own client',
  redirectHint: 'Your app must list this exact address as a redirect URI.',
  reading: 'Reading the address…',
  exchanging: 'Exchanging the code for tokens…',
  asking: 'Waiting for the answer…',
  copy: 'Copy',
  tokensReady: 'Tokens received',
  copied: 'Copied',
  errorTitle: 'Error',
  required: (name: string) => `${name} is required.`,
  separatorInValue: 'A value may not contain "::".',
  rejection: (r: Rejection): { title: string; message: string } => {
    if (r.reason === 'provider')
      return { title: r.error, message: r.description || 'The provider did not grant access.' };
    if (r.reason === 'missing') {
      return {
        title: 'Missing parameter',
        message: `The address has no "${r.parameter}" parameter. Open this page through the provider's sign-in instead of directly.`,
      };
    }
    return {
      title: 'Invalid state',
      message:
        r.detail === 'encoding'
          ? 'The "state" parameter is not valid base64 text. Start again from the request page.'
          : 'The "state" parameter does not hold the expected values. Start again from the request page.',
    };
  },
  // OneDrive
  siteIdHeading: 'SharePoint site ID',
  siteIdHelp:
    'To mount a SharePoint site, enter its address and read its ID with the access token above.',
  siteUrl: 'Site address',
  getSiteId: 'Get SiteID',
  webdavInput: 'OneDrive or SharePoint address',
  webdavExamples: 'Accepted forms:',
  getWebdav: 'Get WebDav URL',
  webdavResult: 'WebDAV root',
  webdavInvalid:
    'Enter an address whose path starts with /personal/<user> (OneDrive) or /sites/<site> (SharePoint).',
  // Aliyundrive
  goLogin: 'Go to login',
  scanQr: 'Scan QrCode',
  scanHint:
    'Scan the code with the Aliyundrive app and approve the sign-in, then click the button below.',
  haveScanned: 'I have scanned',
  scanPending: (status: string) =>
    `Not signed in yet (${status}). Scan and approve on your phone, then click again.`,
  qrAlt: 'QR code to scan',
  // Google
  useRclone: 'Use RClone client',
  useOwn: 'Use own client',
  goGet: 'Go get',
  rcloneHint:
    'With the rclone client, Google sends you to an address that does not load. Replace the start of it as shown and press Enter; keep everything from "?" on.',
  webClientWarning:
    "Google returned no refresh token. A web client gets one only at the first consent: remove the app's access in your Google account and try again.",
  getAlbumId: 'Get Album ID',
  signInWith: 'Sign in with',
  modeAccess: 'Access token',
  modeRefresh: 'Client & Refresh token',
  fetchAlbum: 'Fetch Album',
  albumTitle: 'Album title',
  albumId: 'Album ID',
  noAlbums: 'No albums found.',
  // Baidu, Yandex
  signIn: (provider: string) => `Sign in with ${provider}`,
  baidu: 'Baidu',
  yandex: 'Yandex',
  fixedRedirect:
    'The sign-in returns to the callback page of alist.nn.ci, the address registered for this client.',
  // Wopan
  phone: 'Phone number',
  password: 'Password',
  getVerifyCode: 'Get Verify Code',
  verifyCode: 'Verify code',
  getToken: 'Get Token',
  codeSent: 'A verification code is on its way by SMS.',
  // 115
  getQrCode: 'Get QRCode',
  qr115Hint:
    'Scan the code with the 115 app and confirm the sign-in on your phone, then click the button below.',
  qrStatus: {
    waiting: 'The code has not been scanned yet.',
    scanned: 'Scanned; confirm the sign-in on your phone, then click again.',
    confirmed: 'Signed in.',
    expired: 'The code has expired. Get a new one.',
    cancelled: 'The sign-in was cancelled on the phone. Get a new code to try again.',
    unknown: 'The scan status is unknown; try again.',
  } satisfies Record<QrStatus, string>,
  token: 'Token',
};

export type ToolTexts = typeof enTexts;
