import { describe, expect, it } from 'vitest';
import {
  ALIYUNDRIVE_APP_ID,
  aliyundriveAuthorizeUrl,
  aliyundriveQrStatusPath,
  readAliyundriveQr,
  readAliyundriveScan,
} from '../../../docs/.site/components/tools/aliyundrive.ts';
import { baiduAuthorizeUrl, baiduTokenPath } from '../../../docs/.site/components/tools/baidu.ts';
import {
  qrImagePath,
  qrStatusPath,
  readQrSession,
  readQrStatus,
} from '../../../docs/.site/components/tools/cloud115.ts';
import { dropboxAuthorizeUrl } from '../../../docs/.site/components/tools/dropbox.ts';
import {
  googleAlbumsPageUrl,
  googleAuthorizeUrl,
  GOOGLE_SCOPE,
  RCLONE_CLIENT,
  readAlbums,
} from '../../../docs/.site/components/tools/google.ts';
import { decodeState } from '../../../docs/.site/components/tools/state.ts';
import { YANDEX_CLIENT, yandexAuthorizeUrl } from '../../../docs/.site/components/tools/yandex.ts';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
const state = (url: string, count: number) =>
  decodeState(new URL(url).searchParams.get('state')!, count);

describe('aliyundrive', () => {
  it("uses AList's application and an empty client in the state when the reader has none", () => {
    const url = aliyundriveAuthorizeUrl({
      clientId: '',
      clientSecret: '',
      redirectUri: 'https://alist.nn.ci/tool/aliyundrive/callback',
    });
    expect(url.startsWith('https://open.aliyundrive.com/oauth/authorize?')).toBe(true);
    expect(query(url)).toMatchObject({
      client_id: ALIYUNDRIVE_APP_ID,
      scope: 'user:base,file:all:read,file:all:write',
      response_type: 'code',
      relogin: 'true',
    });
    expect(state(url, 2)).toEqual({ ok: true, fields: ['', ''] });
  });

  it("carries the reader's own client", () => {
    const url = aliyundriveAuthorizeUrl({
      clientId: 'mine',
      clientSecret: 'shh',
      redirectUri: 'http://localhost:4500/tool/aliyundrive/callback',
    });
    expect(query(url)).toMatchObject({
      client_id: 'mine',
      redirect_uri: 'http://localhost:4500/tool/aliyundrive/callback',
    });
    expect(state(url, 2)).toEqual({ ok: true, fields: ['mine', 'shh'] });
  });

  it('reads QR answers, refusing image addresses that are not http(s)', () => {
    expect(readAliyundriveQr({ sid: 's1', qrCodeUrl: 'https://img.example/qr.png' })).toEqual({
      sid: 's1',
      imageUrl: 'https://img.example/qr.png',
    });
    expect(readAliyundriveQr({ sid: 's1', qrCodeUrl: 'javascript:alert(1)' })).toBeNull();
    expect(readAliyundriveQr({ qrCodeUrl: 'https://img.example/qr.png' })).toBeNull();
    expect(readAliyundriveScan({ status: 'LoginSuccess', authCode: 'c' })).toEqual({
      status: 'LoginSuccess',
      code: 'c',
    });
    expect(readAliyundriveScan({})).toEqual({ status: 'unknown', code: '' });
    expect(aliyundriveQrStatusPath('a/b')).toBe(
      '/proxy/https://open.aliyundrive.com/oauth/qrcode/a%2Fb/status',
    );
  });
});

describe('dropbox', () => {
  it('asks for offline access with the redirect URI given and the client in the state', () => {
    const url = dropboxAuthorizeUrl({
      clientId: 'key',
      clientSecret: '',
      redirectUri: 'http://127.0.0.1:4500/tool/dropbox/callback',
    });
    expect(url.startsWith('https://www.dropbox.com/oauth2/authorize?')).toBe(true);
    expect(query(url)).toMatchObject({
      client_id: 'key',
      response_type: 'code',
      token_access_type: 'offline',
      redirect_uri: 'http://127.0.0.1:4500/tool/dropbox/callback',
    });
    expect(state(url, 2)).toEqual({ ok: true, fields: ['key', ''] });
  });
});

describe('google', () => {
  it('forces consent and offline access, with the redirect URI inside the state', () => {
    const url = googleAuthorizeUrl({ ...RCLONE_CLIENT });
    expect(url.startsWith('https://accounts.google.com/o/oauth2/v2/auth?')).toBe(true);
    expect(query(url)).toMatchObject({
      client_id: RCLONE_CLIENT.clientId,
      redirect_uri: 'http://127.0.0.1:53682/',
      scope: GOOGLE_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      response_type: 'code',
    });
    expect(state(url, 3)).toEqual({
      ok: true,
      fields: [RCLONE_CLIENT.clientId, RCLONE_CLIENT.clientSecret, 'http://127.0.0.1:53682/'],
    });
  });

  it('pages through albums and keeps only entries with an ID', () => {
    expect(googleAlbumsPageUrl()).toBe(
      'https://photoslibrary.googleapis.com/v1/albums?pageSize=50',
    );
    expect(new URL(googleAlbumsPageUrl('n 2')).searchParams.get('pageToken')).toBe('n 2');
    expect(
      readAlbums({
        albums: [{ id: 'a', title: 'A' }, { title: 'no id' }, { id: 'b' }],
        nextPageToken: 'p2',
      }),
    ).toEqual({
      albums: [
        { id: 'a', title: 'A' },
        { id: 'b', title: '' },
      ],
      next: 'p2',
    });
    expect(readAlbums({})).toEqual({ albums: [], next: '' });
  });
});

describe('yandex', () => {
  it("leaves the redirect URI to the client's registration unless one is given", () => {
    const builtIn = yandexAuthorizeUrl({ ...YANDEX_CLIENT, redirectUri: '' });
    expect(builtIn.startsWith('https://oauth.yandex.com/authorize?')).toBe(true);
    expect(query(builtIn)).not.toHaveProperty('redirect_uri');
    expect(query(builtIn)).toMatchObject({
      response_type: 'code',
      client_id: YANDEX_CLIENT.clientId,
    });
    const own = yandexAuthorizeUrl({
      clientId: 'c',
      clientSecret: 's',
      redirectUri: 'http://localhost/tool/yandex/callback',
    });
    expect(query(own).redirect_uri).toBe('http://localhost/tool/yandex/callback');
    expect(state(own, 2)).toEqual({ ok: true, fields: ['c', 's'] });
  });
});

describe('baidu', () => {
  it("signs in to AList's app with the registered callback and QR sign-in offered", () => {
    expect(query(baiduAuthorizeUrl())).toEqual({
      response_type: 'code',
      client_id: 'iYCeC9g08h5vuP9UqvPHKKSVrKFXGa1v',
      redirect_uri: 'https://alist.nn.ci/tool/baidu/callback',
      scope: 'basic,netdisk',
      qrcode: '1',
    });
    expect(baiduTokenPath('a&b=c')).toBe('/alist/baidu/get_refresh_token?code=a%26b%3Dc');
  });
});

describe('115', () => {
  it('reads a QR session and builds the image and status paths from it', () => {
    const session = readQrSession({
      state: 1,
      data: { uid: 'u1', time: 1700000000, sign: 'sg', qrcode: 'https://115.com/scan/?uid=u1' },
    });
    expect(session).toEqual({
      uid: 'u1',
      time: '1700000000',
      sign: 'sg',
      qrcode: 'https://115.com/scan/?uid=u1',
    });
    expect(qrImagePath(session!.qrcode)).toBe(
      '/qr/?size=400&text=https%3A%2F%2F115.com%2Fscan%2F%3Fuid%3Du1',
    );
    expect(qrStatusPath(session!, 1_700_000_123_456)).toBe(
      '/proxy/qrcodeapi.115.com/get/status/?uid=u1&time=1700000000&sign=sg&_=1700000123',
    );
    expect(readQrSession({ data: { uid: 'u1' } })).toBeNull();
  });

  it('maps the scan states', () => {
    expect([0, 1, 2, -1, -2, 9].map((status) => readQrStatus({ data: { status } }))).toEqual([
      'waiting',
      'scanned',
      'confirmed',
      'expired',
      'cancelled',
      'unknown',
    ]);
    expect(readQrStatus({})).toBe('unknown');
  });
});
