import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../cli/site/front-matter.ts';

describe('front matter', () => {
  it('reports broken YAML with the file line and column', () => {
    const { parsed, diagnostics } = parseFrontMatter('---\ntitle: ok\norder: [1\n---\nbody\n', 'docs/x.md');
    expect(parsed).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ file: 'docs/x.md', rule: 'frontmatter/yaml', severity: 'error' });
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(3);
  });
  it('drops values that break the rules and says where they are', () => {
    const { parsed, diagnostics } = parseFrontMatter('---\ntitle: A\nauthor: 12\ntag:\n  - a\n  - 3\n---\n', 'docs/x.md');
    expect(parsed!.frontmatter).toEqual({ title: 'A' });
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [3, '`author` must be a string, an object with a `name`, or a list of these'],
      [4, '`tag` must be a string or a list of strings'],
    ]);
  });
  it('keeps valid author forms and counts body lines after the front matter', () => {
    const { parsed, diagnostics } = parseFrontMatter('---\nauthor:\n  - name: Ann\n  - Bo\ncategory: x\n---\n\n# Hi\n', 'x.md');
    expect(diagnostics).toEqual([]);
    expect(parsed!.bodyLineOffset).toBe(6);
  });
});

describe('front matter of other tools', () => {
  const parse = (yaml: string) => parseFrontMatter(`---\n${yaml}\n---\n`, 'docs/index.md');

  it('maps a VitePress home page onto ours', () => {
    const { parsed, diagnostics } = parse([
      'layout: home', 'hero:', '  name: Tool', '  text: Fast docs', '  tagline: Built quickly', '  image: { src: /logo.svg, alt: Logo }',
      '  actions:', '    - { theme: brand, text: Start, link: /guide/ }', '    - { theme: alt, text: GitHub, link: "https://example.com" }',
      'features:', '  - { icon: "⚡️", title: Quick, details: Very }', '  - { icon: { src: /a.svg }, title: Pictured }', '  - { icon: rocket, title: Named }',
    ].join('\n'));
    expect(diagnostics).toEqual([]);
    expect(parsed!.frontmatter).toEqual({
      home: true, heroText: 'Tool', heroSubtitle: 'Fast docs', tagline: 'Built quickly', heroImage: '/logo.svg', heroAlt: 'Logo',
      actions: [{ text: 'Start', link: '/guide/', type: 'primary' }, { text: 'GitHub', link: 'https://example.com', type: 'default' }],
      features: [{ title: 'Quick', details: 'Very', iconText: '⚡️' }, { title: 'Pictured', iconImage: '/a.svg' }, { title: 'Named', icon: 'rocket' }],
    });
  });

  it.each([
    ['outline: false', { toc: false }],
    ['outline: deep', { headerDepth: 5 }],
    ['outline: 3', { headerDepth: 2 }],
    ['outline: [2, 4]', { headerDepth: 3 }],
    ['aside: false', { toc: false }],
    ['layout: doc', {}],
    ['layout: page', { sidebar: false, toc: false, breadcrumb: false, pageInfo: false }],
    ['sidebar: false\nprev: false\nnext: { text: Onward, link: /next }', { sidebar: false, prev: false, next: { text: 'Onward', link: '/next' } }],
    ['outline: false\ntoc: true', { toc: true }],
  ])('%s', (yaml, frontmatter) => {
    const { parsed, diagnostics } = parse(yaml);
    expect(diagnostics).toEqual([]);
    expect(parsed!.frontmatter).toEqual(frontmatter);
  });

  it('reports a value of the wrong shape on its line and ignores it', () => {
    const { parsed, diagnostics } = parse('title: T\noutline: sideways\nhero:\n  actions:\n    - { text: Go }');
    expect(parsed!.frontmatter).toEqual({ title: 'T' });
    expect(diagnostics.map((d) => [d.line, d.rule, d.message.split(':')[0]]).sort()).toEqual([
      [3, 'frontmatter/type', '`outline`'],
      [4, 'frontmatter/type', '`hero.actions.0.link`'],
    ]);
  });
});
