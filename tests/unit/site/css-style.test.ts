import { describe, expect, it } from 'vitest';
import { normalizeStyles, toStyleObject } from '../../../cli/site/css-style.ts';
import { parseFrontMatter } from '../../../cli/site/front-matter.ts';

describe('style fields', () => {
  it.each([
    ['width: 16rem; opacity: 0.9', { width: '16rem', opacity: '0.9' }],
    ['background-size: contain;', { backgroundSize: 'contain' }],
    ['-webkit-mask: none; --glow: 1', { WebkitMask: 'none', '--glow': '1' }],
    ['background: url("/a;b.svg") center', { background: 'url("/a;b.svg") center' }],
    ['', {}],
  ])('reads CSS text %j as a style object', (text, style) => {
    expect(toStyleObject(text)).toEqual({ style });
  });

  it('keeps a map of properties as it is', () => {
    expect(toStyleObject({ maxWidth: '10rem', zIndex: 2 })).toEqual({
      style: { maxWidth: '10rem', zIndex: 2 },
    });
  });

  it.each([
    ['width 16rem', /not valid CSS/],
    ['width: 3rem; height', /not valid CSS/],
    ['width:', /no CSS declaration/],
    [12, /CSS declarations/],
    [['width: 1rem'], /CSS declarations/],
    [{ width: { nested: 1 } }, /`width` must be a string or a number/],
  ])('refuses %j', (value, message) => {
    const result = toStyleObject(value);
    expect('error' in result && result.error).toMatch(message);
  });

  it('turns text into objects at the top level and in highlight panels, and leaves others alone', () => {
    const data: Record<string, unknown> = {
      heroImageStyle: 'width: 8rem',
      bgImageStyle: { opacity: 0.5 },
      note: 'color: red',
      highlights: [{ bgImageStyle: 'background-position: top' }, { header: 'none' }],
    };
    normalizeStyles(data);
    expect(data).toEqual({
      heroImageStyle: { width: '8rem' },
      bgImageStyle: { opacity: 0.5 },
      note: 'color: red',
      highlights: [{ bgImageStyle: { backgroundPosition: 'top' } }, { header: 'none' }],
    });
  });
});

describe('home page front matter', () => {
  const source = (lines: string[]) => ['---', 'home: true', ...lines, '---', ''].join('\n');

  it('accepts image paths and styles as text or maps, and hands the theme style objects', () => {
    const { parsed, diagnostics } = parseFrontMatter(
      source([
        'heroImage: /hero.svg',
        'heroImageDark: /hero-dark.svg',
        'heroImageStyle: "max-width: 20rem"',
        'bgImage: /bg.svg',
        'bgImageDark: https://example.com/bg-dark.png',
        'bgImageStyle:',
        '  backgroundSize: contain',
        'highlights:',
        '  - header: Pictures',
        '    image: ./panel.png',
        '    imageDark: /panel-dark.png',
        '    bgImage: /panel-bg.svg',
        '    bgImageStyle: "opacity: 0.4"',
        '    highlights:',
        '      - title: One',
      ]),
      'docs/README.md',
    );
    expect(diagnostics).toEqual([]);
    expect(parsed!.frontmatter).toMatchObject({
      heroImageStyle: { maxWidth: '20rem' },
      bgImageStyle: { backgroundSize: 'contain' },
      highlights: [
        { image: './panel.png', imageDark: '/panel-dark.png', bgImageStyle: { opacity: '0.4' } },
      ],
    });
  });

  it('reports a bad image or style at its key, and drops only that key', () => {
    const { parsed, diagnostics } = parseFrontMatter(
      source([
        'heroImage: 42',
        'heroImageDark: ""',
        'heroImageStyle: "max-width 20rem"',
        'bgImage: /fine.svg',
        'highlights:',
        '  - header: Pictures',
        '    bgImageStyle: "opacity"',
      ]),
      'docs/README.md',
    );
    expect(diagnostics.map((d) => [d.line, d.rule, d.message.split(':')[0]])).toEqual([
      [3, 'frontmatter/type', '`heroImage`'],
      [4, 'frontmatter/type', '`heroImageDark`'],
      [5, 'frontmatter/type', '`heroImageStyle`'],
      [7, 'frontmatter/type', '`highlights[0].bgImageStyle`'],
    ]);
    expect(diagnostics[0].message).toMatch(/image path/);
    expect(diagnostics[2].message).toMatch(/not valid CSS/);
    expect(parsed!.frontmatter).toEqual({ home: true, bgImage: '/fine.svg' });
  });
});
