import { textsFor } from '../../runtime/shared/texts/index.ts';
import type { SiteData } from '../../runtime/shared/types.ts';

/**
 * The smallest site the theme renders: one English locale, no routes, no parts. `site` replaces whole keys of the
 * site, `locale` whole keys of its current locale.
 */
export function siteData(
  site: Record<string, unknown> = {},
  locale: Record<string, unknown> = {},
): SiteData {
  return {
    base: '/',
    title: 'Site',
    hostname: '',
    logo: '',
    author: { name: '' },
    repo: {},
    colorMode: 'switch',
    search: { provider: 'local' },
    routes: {},
    icons: { sprite: '', names: [] },
    islands: {},
    islandStyles: {},
    siteModules: {},
    layouts: {},
    slots: {},
    locales: [{ prefix: '/', lang: 'en-US', name: 'English', redirect: {} }],
    redirects: {},
    ...site,
    locale: {
      prefix: '/',
      lang: 'en-US',
      title: 'Site',
      description: '',
      texts: textsFor('en-US'),
      navbar: [],
      notices: [],
      sidebar: {},
      ...locale,
    },
  } as unknown as SiteData;
}
