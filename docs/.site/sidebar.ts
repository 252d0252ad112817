import type { SidebarConfigItem } from '../../cli/config/types.ts';

// Group order follows the seed: in English Advanced comes before API, in Chinese the API group comes first.
const guide = (apiFirst: boolean): SidebarConfigItem[] => {
  const advanced: SidebarConfigItem = { prefix: 'advanced/', children: 'structure' };
  const api: SidebarConfigItem = { prefix: 'api/', children: 'structure' };
  return [
    '',
    { prefix: 'install/', children: 'structure' },
    { prefix: 'drivers/', children: 'structure' },
    ...(apiFirst ? [api, advanced] : [advanced, api]),
    'webdav',
    'ecosystem',
    'community',
    'changelog',
    'sponsor',
  ];
};

export const enSidebar: Record<string, SidebarConfigItem[] | 'structure' | false> = {
  '/guide/': guide(false),
  '/config/': ['', 'configuration', 'site', 'style', 'preview', 'global', 'other', 'side'],
  '/faq/': ['', 'howto', 'seealso', 'why', 'error'],
  '/tool/': false,
  '/pricing': false,
};

export const zhSidebar: Record<string, SidebarConfigItem[] | 'structure' | false> = {
  '/zh/guide/': guide(true),
  // every page a locale has is reachable from its sidebar, so the Chinese config section lists the same pages
  '/zh/config/': ['', 'configuration', 'site', 'style', 'preview', 'global', 'other', 'side'],
  '/zh/faq/': ['', 'why', 'howto', 'seealso', 'error'],
  '/zh/tool/': false,
  '/zh/pricing': false,
};
