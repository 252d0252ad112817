// The config's types come from its schema: what the schema rejects, the types reject too.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineConfig } from '../../../cli/config/define-config.ts';
import { configSchema } from '../../../cli/config/schema.ts';
import type { SidebarConfigItem, UserConfig } from '../../../cli/config/user-config.ts';

const config = {
  title: 'Site',
  locales: { '/': { lang: 'en-US', texts: { copy: 'Copy' }, sidebar: { '/': 'structure' } } },
  markdown: { math: true },
} satisfies UserConfig;

describe('the config types', () => {
  it('accept what the schema accepts', () => {
    expect(configSchema.safeParse(defineConfig(config)).success).toBe(true);
  });

  it('reject what the schema rejects', () => {
    // @ts-expect-error a title is required
    const untitled: UserConfig = { locales: config.locales };
    // @ts-expect-error colorMode is one of five words
    const colours: UserConfig = { ...config, colorMode: 'dark' };
    // @ts-expect-error a sidebar group's children are entries or 'structure'
    const group: SidebarConfigItem = { text: 'Guide', children: [1] };
    for (const wrong of [untitled, colours])
      expect(configSchema.safeParse(wrong).success).toBe(false);
    expect(
      configSchema.safeParse({
        ...config,
        locales: { '/': { lang: 'en', sidebar: { '/': [group] } } },
      }).success,
    ).toBe(false);
  });

  it("type a locale's texts as the theme's words", () => {
    type Texts = NonNullable<UserConfig['locales'][string]['texts']>;
    expectTypeOf<Texts['copy']>().toEqualTypeOf<string | undefined>();
  });
});
