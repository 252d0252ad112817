import { describe, expect, it } from 'vitest';
import {
  ONEDRIVE_SCOPE,
  ONEDRIVE_ZONES,
  onedriveAppsUrl,
  onedriveAuthorizeUrl,
  sharepointWebdavUrl,
  type OnedriveZone,
} from '../../../docs/.site/components/tools/onedrive.ts';
import { decodeState } from '../../../docs/.site/components/tools/state.ts';

const REDIRECT = 'https://alist.nn.ci/tool/onedrive/callback';

describe('onedriveAuthorizeUrl', () => {
  it.each<[OnedriveZone, string]>([
    ['global', 'https://login.microsoftonline.com'],
    ['cn', 'https://login.chinacloudapi.cn'],
    ['de', 'https://login.microsoftonline.de'],
    ['us', 'https://login.microsoftonline.us'],
  ])('signs in to the %s cloud at %s', (zone, origin) => {
    const url = new URL(
      onedriveAuthorizeUrl({ zone, clientId: 'cid', clientSecret: 'sec', redirectUri: REDIRECT }),
    );
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cid',
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: ONEDRIVE_SCOPE,
    });
    expect(decodeState(url.searchParams.get('state')!, 3)).toEqual({
      ok: true,
      fields: ['cid', 'sec', zone],
    });
  });

  it('uses the scopes given', () => {
    const url = new URL(
      onedriveAuthorizeUrl({
        zone: 'global',
        clientId: 'c',
        clientSecret: 's',
        redirectUri: REDIRECT,
        scope: 'offline_access files.read',
      }),
    );
    expect(url.searchParams.get('scope')).toBe('offline_access files.read');
  });

  it('links each zone to the app registrations of its own portal', () => {
    expect(onedriveAppsUrl('cn')).toBe(
      'https://portal.azure.cn/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade',
    );
    expect(
      Object.keys(ONEDRIVE_ZONES).map((z) => new URL(onedriveAppsUrl(z as OnedriveZone)).host),
    ).toEqual([
      'portal.azure.com',
      'portal.azure.cn',
      'portal.microsoftazure.de',
      'portal.azure.us',
    ]);
  });
});

describe('sharepointWebdavUrl', () => {
  it.each([
    [
      'https://contoso-my.sharepoint.com/personal/alice_contoso_com/_layouts/15/onedrive.aspx',
      'https://contoso-my.sharepoint.com/personal/alice_contoso_com/Documents',
    ],
    [
      'contoso.sharepoint.com/sites/team',
      'https://contoso.sharepoint.com/sites/team/Shared Documents',
    ],
    [
      'https://contoso.sharepoint.cn/sites/team/Shared%20Documents/Forms/AllItems.aspx',
      'https://contoso.sharepoint.cn/sites/team/Shared Documents',
    ],
  ])('%s → %s', (input, expected) => {
    expect(sharepointWebdavUrl(input)).toBe(expected);
  });

  it.each([
    '',
    'not a url at all',
    'https://contoso.sharepoint.com/',
    'https://contoso.sharepoint.com/teams/x',
    'javascript:alert(1)//sites/x',
  ])('rejects %j', (input) => {
    expect(sharepointWebdavUrl(input)).toBeNull();
  });
});
