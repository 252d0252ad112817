import { describe, expect, it } from 'vitest';
import { configSchema } from '../../cli/config/schema.ts';
import { headTags } from '../../cli/render/head-tags.ts';

describe('headTags', () => {
  it('writes meta, link and external script elements with escaped values', () => {
    expect(
      headTags([
        ['meta', { name: 'keywords', content: 'a "b" <c>' }],
        ['link', { rel: 'preconnect', href: 'https://example.com' }],
        ['script', { src: 'https://example.com/a.js', defer: '' }],
      ]),
    ).toEqual([
      '<meta name="keywords" content="a &quot;b&quot; &lt;c&gt;">',
      '<link rel="preconnect" href="https://example.com">',
      '<script src="https://example.com/a.js" defer=""></script>',
    ]);
  });

  it.each([
    [[['script', { type: 'module' }]], /head\[0\]: a script needs a "src"/],
    [
      [
        ['meta', { name: 'x' }],
        ['link', { onload: 'alert(1)' }],
      ],
      /head\[1\]: event-handler attributes/,
    ],
    [[['meta', { 'a"b': 'x' }]], /head\[0\]: "a"b" is not an attribute name/],
  ] as const)('refuses %j', (entries, message) => {
    expect(() => headTags(entries as never)).toThrow(message);
  });

  it('is checked when the config is read', () => {
    const result = configSchema.shape.head.safeParse([['script', { type: 'module' }]]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/a script needs a "src"/);
    expect(configSchema.shape.head.safeParse([['style', {}]]).success).toBe(false);
  });
});
