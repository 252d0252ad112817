import { describe, expect, it } from 'vitest';
import { DIALECT_FRONT_MATTER } from '../../../cli/foreign/dialects.ts';
import { parseFrontMatter as parseWith } from '../../../cli/site/front-matter.ts';

// as the scan reads a page: with the other tools' keys the loader hands down
const parseFrontMatter = (source: string, file: string) =>
  parseWith(source, file, DIALECT_FRONT_MATTER);

describe('front matter', () => {
  it('reports broken YAML with the file line and column and keeps the page, so links to it still resolve', () => {
    const { parsed, diagnostics } = parseFrontMatter(
      '---\ntitle: ok\norder: [1\n---\nbody\n',
      'docs/x.md',
    );
    expect(parsed).toMatchObject({ frontmatter: {}, body: 'body\n', bodyLineOffset: 4 });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      file: 'docs/x.md',
      rule: 'frontmatter/yaml',
      severity: 'error',
    });
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(3);
  });
  it('reads a block with CRLF line breaks as the same block with LF, to its last value', () => {
    const lf = [
      '---',
      'title: "Hello: world"',
      'tags:',
      '  - a',
      '  - b',
      'order: 2',
      '---',
      '',
      '# Body',
      '',
    ];
    const plain = ['---', 'title: Hello', 'tags:', '  - a', '  - b', '---', '# Body', ''];
    for (const lines of [lf, plain]) {
      const unix = parseFrontMatter(lines.join('\n'), 'x.md');
      const windows = parseFrontMatter(lines.join('\r\n'), 'x.md');
      expect(windows.diagnostics).toEqual([]);
      expect(windows.parsed?.frontmatter).toEqual(unix.parsed?.frontmatter);
      expect(windows.parsed?.bodyLineOffset).toBe(unix.parsed?.bodyLineOffset);
    }
    expect(parseFrontMatter(lf.join('\r\n'), 'x.md').parsed?.frontmatter).toMatchObject({
      tags: ['a', 'b'],
      order: 2,
    });
  });
  it("reports a value of the wrong type at its key's line in the block, never at a line of the body", () => {
    const source = '---\n{ "order": "first" }\n---\n\norder: a line of the body\n';
    const { diagnostics } = parseFrontMatter(source, 'x.md');
    expect(diagnostics[0]).toMatchObject({ rule: 'frontmatter/type', line: 1 });
    const yaml = parseFrontMatter('---\ntitle: A\norder: first\n---\n\norder: body\n', 'x.md');
    expect(yaml.diagnostics[0]).toMatchObject({ rule: 'frontmatter/type', line: 3 });
  });

  it('names the line and column of a YAML error exactly', () => {
    const { diagnostics } = parseFrontMatter('---\ntitle: ok\ndescription: a: b\n---\n', 'x.md');
    expect(diagnostics[0]).toMatchObject({ line: 3, column: 14, rule: 'frontmatter/yaml' });
  });
  it('never evaluates a JavaScript block, whatever its spelling', () => {
    const marker = `__docs_build_fm_${process.pid}`;
    for (const lang of ['js', 'javascript', 'JS', ' Javascript', 'coffee']) {
      const source = `---${lang}\n{ title: (globalThis.${marker} = 'ran') }\n---\nbody\n`;
      const { parsed, diagnostics } = parseFrontMatter(source, 'docs/evil.md');
      expect(parsed, lang).toBeUndefined();
      expect(diagnostics, lang).toEqual([
        expect.objectContaining({
          rule: 'frontmatter/language',
          line: 1,
          column: 4,
          file: 'docs/evil.md',
        }),
      ]);
    }
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });
  it('reads JSON and YAML blocks as data, dates as written', () => {
    expect(
      parseFrontMatter('---json\n{"title": "J", "order": 2}\n---\n', 'x.md').parsed!.frontmatter,
    ).toEqual({ title: 'J', order: 2 });
    expect(
      parseFrontMatter('---yaml\ntitle: Y\ndate: 2024-05-01\n---\n', 'x.md').parsed!.frontmatter,
    ).toEqual({ title: 'Y', date: '2024-05-01' });
    const json = parseFrontMatter('---json\n{"title": "J"\n "order": 2}\n---\n', 'x.md')
      .diagnostics[0];
    expect(json).toMatchObject({ rule: 'frontmatter/json', line: 3, column: 2 });
  });
  it('stops a YAML alias bomb instead of expanding it', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      levels.push(
        `l${i}: &l${i} [${Array(9)
          .fill(i === 1 ? '*a' : `*l${i - 1}`)
          .join(', ')}]`,
      );
    const started = performance.now();
    const { diagnostics } = parseFrontMatter(`---\n${levels.join('\n')}\n---\nbody\n`, 'bomb.md');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        rule: 'frontmatter/yaml',
        message: expect.stringContaining('aliases'),
      }),
    ]);
  });
  it('wants a mapping, not a list or a scalar', () => {
    expect(parseFrontMatter('---\n- a\n- b\n---\n', 'x.md').diagnostics[0]).toMatchObject({
      rule: 'frontmatter/yaml',
      message: expect.stringContaining('key: value'),
    });
  });
  it('drops values that break the rules and says where they are', () => {
    const { parsed, diagnostics } = parseFrontMatter(
      '---\ntitle: A\nauthor: 12\ntag:\n  - a\n  - 3\n---\n',
      'docs/x.md',
    );
    expect(parsed!.frontmatter).toEqual({ title: 'A' });
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [3, '`author` must be a string, an object with a `name`, or a list of these'],
      [4, '`tag` must be a string or a list of strings'],
    ]);
  });
  it('keeps valid author forms and counts body lines after the front matter', () => {
    const { parsed, diagnostics } = parseFrontMatter(
      '---\nauthor:\n  - name: Ann\n  - Bo\ncategory: x\n---\n\n# Hi\n',
      'x.md',
    );
    expect(diagnostics).toEqual([]);
    expect(parsed!.bodyLineOffset).toBe(6);
  });
  it('reports at its key every value the theme could not render, and drops it', () => {
    const source =
      '---\nhome: true\nfeatures: [~]\nactions: [~, 5]\nhighlights: [5, ~]\nwatermark: {content: 5, rotate: abc}\nprev: 3\nheaderDepth: deep\ncustom: [anything, goes]\n---\n';
    const { parsed, diagnostics } = parseFrontMatter(source, 'home.md');
    expect(diagnostics.map((d) => [d.line, d.message.split(':')[0]])).toEqual([
      [3, '`features[0]`'],
      [4, '`actions[0]`'],
      [5, '`highlights[0]`'],
      [6, '`watermark`'],
      [7, '`prev`'],
      [8, '`headerDepth`'],
    ]);
    expect(diagnostics.every((d) => d.rule === 'frontmatter/type' && d.severity === 'error')).toBe(
      true,
    );
    expect(parsed!.frontmatter).toEqual({ home: true, custom: ['anything', 'goes'] });
  });
});

describe('front matter of other tools', () => {
  const parse = (yaml: string) => parseFrontMatter(`---\n${yaml}\n---\n`, 'docs/index.md');

  it('maps a VitePress home page onto ours', () => {
    const { parsed, diagnostics } = parse(
      [
        'layout: home',
        'hero:',
        '  name: Tool',
        '  text: Fast docs',
        '  tagline: Built quickly',
        '  image: { src: /logo.svg, alt: Logo }',
        '  actions:',
        '    - { theme: brand, text: Start, link: /guide/ }',
        '    - { theme: alt, text: GitHub, link: "https://example.com" }',
        'features:',
        '  - { icon: "⚡️", title: Quick, details: Very }',
        '  - { icon: { src: /a.svg }, title: Pictured }',
        '  - { icon: rocket, title: Named, link: /api/, linkText: Read the API }',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    expect(parsed!.frontmatter).toEqual({
      home: true,
      heroText: 'Tool',
      heroSubtitle: 'Fast docs',
      tagline: 'Built quickly',
      heroImage: '/logo.svg',
      heroAlt: 'Logo',
      actions: [
        { text: 'Start', link: '/guide/', type: 'primary' },
        { text: 'GitHub', link: 'https://example.com', type: 'default' },
      ],
      features: [
        { title: 'Quick', details: 'Very', iconText: '⚡️' },
        { title: 'Pictured', iconImage: '/a.svg' },
        { title: 'Named', icon: 'rocket', link: '/api/', linkText: 'Read the API' },
      ],
    });
  });

  it('takes a hero image for each colour mode, written as a path or as an image of its own', () => {
    const image = (yaml: string) => parse(`layout: home\nhero:\n  name: Tool\n  image:\n${yaml}`);
    const strings = image('    light: /a.svg\n    dark: /b.svg\n    alt: Logo');
    expect(strings.diagnostics).toEqual([]);
    expect(strings.parsed!.frontmatter).toMatchObject({
      heroImage: '/a.svg',
      heroImageDark: '/b.svg',
      heroAlt: 'Logo',
    });
    // vite-pwa's home page: VitePress's image component draws each mode's image as an image in its own right
    const objects = image(
      '    light:\n      src: /a.svg\n      alt: Light logo\n    dark:\n      src: /b.svg\n      alt: Dark logo',
    );
    expect(objects.diagnostics).toEqual([]);
    expect(objects.parsed!.frontmatter).toMatchObject({
      heroImage: '/a.svg',
      heroImageDark: '/b.svg',
      heroAlt: 'Light logo',
    });
  });

  it("makes the action of a VuePress 1 home page one of ours, and keeps a page's own actions", () => {
    expect(
      parse('home: true\nactionText: Get Started →\nactionLink: /guide/').parsed!.frontmatter,
    ).toEqual({
      home: true,
      actions: [{ text: 'Get Started →', link: '/guide/', type: 'primary' }],
    });
    expect(parse('actionLink: /guide/\nactionText: Start').parsed!.frontmatter).toEqual({
      actions: [{ text: 'Start', link: '/guide/', type: 'primary' }],
    });
    expect(
      parse('actionText: Start\nactions: [{ text: Own, link: /own/ }]').parsed!.frontmatter,
    ).toEqual({ actions: [{ text: 'Own', link: '/own/' }] });
  });

  it("shows the text of an HTML feature icon, and warns at `features` when only the site's CSS could draw it", () => {
    const { parsed, diagnostics } = parse(
      [
        'title: T',
        'features:',
        '  - { icon: "<span class=\\"vite\\"></span>", title: Styled }',
        '  - { icon: "<span>🚀</span>", title: Emoji }',
      ].join('\n'),
    );
    expect(parsed!.frontmatter.features).toEqual([
      { title: 'Styled' },
      { title: 'Emoji', iconText: '🚀' },
    ]);
    expect(diagnostics.map((d) => [d.severity, d.line, d.rule, d.message.split(' ')[0]])).toEqual([
      ['warning', 3, 'frontmatter/unsupported', '`features[0].icon`'],
    ]);
  });

  it.each([
    ['outline: false', { toc: false }],
    ['outline: deep', { headerDepth: 5 }],
    ['outline: 3', { headerDepth: 2 }],
    ['outline: [2, 4]', { headerDepth: 3 }],
    ['aside: false', { toc: false }],
    ['layout: doc', {}],
    ['layout: page', { sidebar: false, toc: false, breadcrumb: false, pageInfo: false }],
    [
      'sidebar: false\nprev: false\nnext: { text: Onward, link: /next }',
      { sidebar: false, prev: false, next: { text: 'Onward', link: '/next' } },
    ],
    ['outline: false\ntoc: true', { toc: true }],
    ['sidebar: auto', {}],
    ["sidebar: 'heading'\nsidebarDepth: 3", { headerDepth: 3 }],
    ['sidebarDepth: 0\nheaderDepth: 2', { headerDepth: 2 }],
  ])('%s', (yaml, frontmatter) => {
    const { parsed, diagnostics } = parse(yaml);
    expect(diagnostics).toEqual([]);
    expect(parsed!.frontmatter).toEqual(frontmatter);
  });

  it("shows a page whose layout is another theme's with the default layout, and says so", () => {
    const { parsed, diagnostics } = parse('title: T\nlayout: BlogHome');
    expect(parsed!.frontmatter).toEqual({ title: 'T' });
    expect(diagnostics.map((d) => [d.severity, d.line, d.rule])).toEqual([
      ['warning', 3, 'frontmatter/unsupported'],
    ]);
    expect(parse('layout: NotFound').parsed!.frontmatter).toEqual({ layout: 'NotFound' });
  });

  it("keeps the site's sidebar for a sidebar written in a VuePress page, and says so", () => {
    const { parsed, diagnostics } = parse('title: T\nsidebar:\n  - /guide/\n  - /api/');
    expect(parsed!.frontmatter).toEqual({ title: 'T' });
    expect(diagnostics.map((d) => [d.severity, d.line, d.rule])).toEqual([
      ['warning', 3, 'frontmatter/unsupported'],
    ]);
  });

  it('reports a value of the wrong shape on its line and ignores it', () => {
    const { parsed, diagnostics } = parse(
      'title: T\noutline: sideways\nhero:\n  actions:\n    - { text: Go }\nsidebar: left',
    );
    expect(parsed!.frontmatter).toEqual({ title: 'T' });
    expect(diagnostics.map((d) => [d.line, d.rule, d.message.split(':')[0]]).sort()).toEqual([
      [3, 'frontmatter/type', '`outline`'],
      [4, 'frontmatter/type', '`hero.actions[0].link`'],
      [7, 'frontmatter/type', '`sidebar`'],
    ]);
  });
});
