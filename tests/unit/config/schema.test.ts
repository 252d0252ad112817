// Each section's schema reports problems at their path in the config, as a writer finds them there.
import { describe, expect, it } from 'vitest';
import { configSchema, formatIssues } from '../../../cli/config/schema.ts';

const site = { title: 'T', locales: { '/': { lang: 'en' } } };

function problems(config: unknown): string[] {
  const parsed = configSchema.safeParse(config);
  return parsed.success ? [] : formatIssues(parsed.error);
}

describe('config problems', () => {
  it.each([
    [
      {
        ...site,
        locales: { '/': { lang: 'en', navbar: [{ text: 'a', link: 'b' }, { text: 1 }] } },
      },
      'locales./.navbar.1: Invalid input',
    ],
    [
      { ...site, markdown: { attrs: { leftDelimiter: '{{{{{{{{{' } } },
      'markdown.attrs.leftDelimiter: Too big: expected string to have <=8 characters',
    ],
    [{ ...site, check: { rules: { a: 'loud' } } }, 'check.rules.a: Invalid option'],
    [
      { ...site, contentSecurityPolicy: { 'connect-src': ['a b'] } },
      'contentSecurityPolicy.connect-src.0: one source per entry, without spaces, commas or semicolons',
    ],
    [{ ...site, base: 'docs' }, 'base: must start and end with "/"'],
    [{ ...site, components: { badge: { path: 'x' } } }, 'components.badge: Invalid key in record'],
    [{ ...site, locales: { '/zh/': { lang: 'zh' } } }, 'locales: a "/" locale is required'],
    [
      { ...site, locales: { '/': { lang: 'zh-CN', texts: { toc: 3 } } } },
      'locales./.texts.toc: expected a text',
    ],
    [
      { ...site, locales: { '/': { lang: 'en', texts: { notFoundHints: 'Gone' } } } },
      'locales./.texts.notFoundHints: expected a list of texts',
    ],
    [
      { ...site, locales: { '/': { lang: 'en', texts: { colorModeNames: ['light'] } } } },
      'locales./.texts.colorModeNames: expected texts by name (light, dark, auto)',
    ],
  ])('name where they are: %#', (config, message) => {
    expect(problems(config)).toContainEqual(expect.stringContaining(message));
  });

  it('accept a config with every section', () => {
    const full = {
      ...site,
      head: [['meta', { name: 'x', content: 'y' }]],
      colorMode: 'auto',
      search: { provider: 'local' },
      rewrites: { 'en/:rest*': ':rest*' },
      markdown: { math: true, dialect: 'vitepress', containers: { success: 'Done' } },
      contentSecurityPolicy: { 'connect-src': ['https://api.example.org'] },
      check: { ignoreLinks: ['/play/', /^\/play/] },
    };
    expect(problems(full)).toEqual([]);
  });
});
