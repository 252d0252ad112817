import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import { configSchema } from '../../../cli/config/schema.ts';
import { createSiteData } from '../../../cli/site/site-data.ts';

const locales = {
  '/': { lang: 'en-US', name: 'English' },
  '/zh/': { lang: 'zh-CN', name: '简体中文', author: { name: 'AList 贡献者' } },
};

const resolvedLocales = {
  '/': { ...locales['/'], texts: {} },
  '/zh/': { ...locales['/zh/'], texts: {} },
};
const config = {
  base: '/',
  title: 'Docs',
  locales: resolvedLocales,
  localePrefixes: ['/zh/', '/'],
  redirects: [],
  user: { author: { name: 'AList contributors', url: 'https://example.org' }, locales },
} as unknown as ResolvedConfig;

describe('the site author per locale', () => {
  it("shows a locale's own author in its footer and pages, the site's elsewhere", () => {
    const sites = createSiteData({
      config,
      pages: [],
      chunks: new Map(),
      islands: {},
      sidebars: {},
      icons: { sprite: '', names: [] },
    });
    expect(sites['/'].author.name).toBe('AList contributors');
    expect(sites['/'].pageAuthor?.name).toBe('AList contributors');
    expect(sites['/zh/'].author.name).toBe('AList 贡献者');
    expect(sites['/zh/'].pageAuthor?.name).toBe('AList 贡献者');
  });

  it('checks a locale author as it checks the site author', () => {
    const result = configSchema.safeParse({
      title: 'Docs',
      locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN', author: { url: 'x' } } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['locales', '/zh/', 'author', 'name']);
  });
});
