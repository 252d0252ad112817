import type { ComponentConfig } from '../../cli/config/types.ts';

/** Interactive components (islands) of the token tool pages under /tool/; paths are relative to docs/.site/. */
export const toolComponents: Record<string, ComponentConfig> = {
  Cloud115Token: { path: './components/tools/Cloud115Token.tsx', hydrate: true },
  AliyundriveRequest: { path: './components/tools/AliyundriveRequest.tsx', hydrate: true },
  AliyundriveCallback: { path: './components/tools/AliyundriveCallback.tsx', hydrate: true },
  BaiduRequest: { path: './components/tools/BaiduRequest.tsx', hydrate: true },
  BaiduCallback: { path: './components/tools/BaiduCallback.tsx', hydrate: true },
  DropboxRequest: { path: './components/tools/DropboxRequest.tsx', hydrate: true },
  DropboxCallback: { path: './components/tools/DropboxCallback.tsx', hydrate: true },
  GoogleRequest: { path: './components/tools/GoogleRequest.tsx', hydrate: true },
  GoogleCallback: { path: './components/tools/GoogleCallback.tsx', hydrate: true },
  GoogleAlbum: { path: './components/tools/GoogleAlbum.tsx', hydrate: true },
  OnedriveRequest: { path: './components/tools/OnedriveRequest.tsx', hydrate: true },
  OnedriveCallback: { path: './components/tools/OnedriveCallback.tsx', hydrate: true },
  OnedriveWebdav: { path: './components/tools/OnedriveWebdav.tsx', hydrate: true },
  WopanToken: { path: './components/tools/WopanToken.tsx', hydrate: true },
  YandexRequest: { path: './components/tools/YandexRequest.tsx', hydrate: true },
  YandexCallback: { path: './components/tools/YandexCallback.tsx', hydrate: true },
};

/** The parts of the theme the tools bring: the tool pages' layout and the sidebar's server selector. */
export const toolSiteParts: Record<string, ComponentConfig> = {
  ToolLayout: { path: './components/ToolLayout.tsx' },
  SidebarApiServer: { path: './components/SidebarApiServer.tsx' },
};

/** An origin as the policy names it: scheme, host and port of a server's URL. */
const origin = (url: string) => new URL(url).origin;

/**
 * What the tool pages reach, for the Content-Security-Policy: the token API servers (which also serve the QR
 * codes the tools show), the provider token endpoints the browser calls itself (Google, Yandex) and the host of
 * the Aliyundrive QR image the API names.
 */
export function toolPolicySources(servers: Record<string, string>) {
  const api = [...new Set(Object.values(servers).map(origin))].sort();
  return {
    'connect-src': [
      ...api,
      'https://oauth2.googleapis.com',
      'https://photoslibrary.googleapis.com',
      'https://oauth.yandex.com',
    ],
    'img-src': [...api, 'https://open.aliyundrive.com'],
  };
}
