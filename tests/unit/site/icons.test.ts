import { describe, expect, it } from 'vitest';
import { iconExists, iconStylesheet, svgDataUri } from '../../../cli/site/icons.ts';

describe('the icon stylesheet', () => {
  it('has a rule per known icon whose data URL reads back as the icon, and leaves unknown names out', () => {
    const { css, names } = iconStylesheet(['search', 'gitee', 'no-such-icon', 'constructor', 'toString']);
    expect(names).toEqual(['search', 'gitee']);
    const urls = Object.fromEntries([...css.matchAll(/\[data-icon="([\w-]+)"\]\{--icon:url\("([^"]*)"\)\}/g)].map((m) => [m[1], m[2]]));
    expect(Object.keys(urls)).toEqual(['search', 'gitee']);
    const svg = decodeURIComponent(urls.gitee.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'><g fill='none' stroke='currentColor'.*<\/svg>$/);
    // drawn only when the element names an icon, so a missing stylesheet leaves no filled boxes
    expect(css).toMatch(/^\.icon\[data-icon\]\{background-color:currentColor;.*mask:var\(--icon\)/);
  });

  it('escapes what would end the CSS string or start a URL fragment', () => {
    const uri = svgDataUri('<svg a="1"><path d="M0 0"/><text>50% #1 {x} \\</text>\n</svg>');
    expect(uri).not.toMatch(/["#<>{}\\\n]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe("<svg a='1'><path d='M0 0'/><text>50% #1 {x} \\</text> </svg>");
  });

  it('knows Lucide’s icons, its aliases and our own, and nothing an object has by inheritance', () => {
    expect(['search', 'gitee', 'home'].map(iconExists)).toEqual([true, true, true]);
    expect(['constructor', '__proto__', 'hasOwnProperty', 'no-such-icon'].map(iconExists)).toEqual([false, false, false, false]);
  });
});
