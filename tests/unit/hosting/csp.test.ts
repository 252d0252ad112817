import { describe, expect, it } from 'vitest';
import type { ResolvedConfig, UserConfig } from '../../../cli/config/types.ts';
import { contentSecurityPolicy, MAX_STYLE_ATTRIBUTE_HASHES } from '../../../cli/hosting/csp.ts';
import {
  addDocumentSources,
  collectPageSources,
  createPageSources,
  documentSources,
  hashSource,
  outsideOrigin,
} from '../../../cli/hosting/page-sources.ts';
import { colorModeScript } from '../../../runtime/theme/color-mode.ts';

const config = (user: Partial<UserConfig> = {}) =>
  ({
    colorMode: 'switch',
    user: { title: 't', locales: {}, ...user },
  }) as unknown as ResolvedConfig;
const directives = (csp: string | null) =>
  Object.fromEntries((csp ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
const sourcesOf = (...documents: string[]) => {
  const sources = createPageSources();
  for (const html of documents) collectPageSources(sources, html);
  return sources;
};

describe('stored document sources', () => {
  it('add up, through JSON, to what reading the documents gives', () => {
    const documents = [
      '<script>boot()</script><span style="color:#24292E">a</span><img src="https://img.example.com/a.png" alt="">',
      '<div data-diagram="1"></div><style>.a{color:red}</style><iframe src="https://player.example.com/x"></iframe>',
      '<video src="https://video.example.com/a.mp4" poster="https://poster.example.com/p.jpg"></video><span style="color:#24292E">b</span>',
    ];
    const read = sourcesOf(...documents);
    const stored = createPageSources();
    for (const html of documents)
      addDocumentSources(stored, JSON.parse(JSON.stringify(documentSources(html))));
    for (const key of [
      'scripts',
      'styleElements',
      'styleAttributes',
      'images',
      'media',
      'frames',
    ] as const) {
      expect([...stored[key]].sort(), key).toEqual([...read[key]].sort());
      expect(read[key].size, key).toBeGreaterThan(0);
    }
    expect(stored.diagrams).toBe(true);
  });
});

describe('collectPageSources', () => {
  it('hashes inline scripts that run, not data blocks or scripts with a src', () => {
    const s = sourcesOf(
      '<script>boot()</script><script type="application/json" id="page-data">{"a":1}</script><script type="module" src="/assets/e.js"></script><script type="module">go()</script>',
    );
    expect([...s.scripts].sort()).toEqual([hashSource('boot()'), hashSource('go()')].sort());
  });

  it('hashes style attributes as the browser reads them (entities decoded) and style elements', () => {
    const s = sourcesOf(
      '<span style="color:#24292E;--shiki-dark:#E1E4E8">a</span><p style="font-family:&quot;Noto&quot;">b</p><style>.a{color:red}</style>',
    );
    expect([...s.styleAttributes].sort()).toEqual(
      [hashSource('color:#24292E;--shiki-dark:#E1E4E8'), hashSource('font-family:"Noto"')].sort(),
    );
    expect([...s.styleElements]).toEqual([hashSource('.a{color:red}')]);
  });

  it('collects the outside origins of background images in style attributes', () => {
    const s = sourcesOf(
      '<div class="home-background" style="background-image:url(&quot;https://bg.example.com/a.png&quot;)"></div>',
      '<div style="background:url(\'https://bg2.example.com/b.png\') center"></div><div style="background-image:url(https://bg3.example.com/c.png)"></div>',
      '<div style="background-image:url(&quot;/local.svg&quot;)"></div>',
    );
    expect([...s.images].sort()).toEqual([
      'https://bg.example.com',
      'https://bg2.example.com',
      'https://bg3.example.com',
    ]);
  });

  it('collects the outside origins of images, media and frames, and notices diagrams', () => {
    const s = sourcesOf(
      '<img src="https://img.example.com/a.png" alt=""><img src="/logo.svg" alt=""><img src="data:image/png;base64,AA" alt="">',
      '<picture><source srcset="https://cdn.example.com/a.webp 1x, https://cdn2.example.com/b.webp 2x"></picture>',
      '<video src="https://video.example.com/a.mp4" poster="https://poster.example.com/p.jpg"></video><iframe src="https://player.example.com/x"></iframe>',
      `<div data-island="VideoPlayer" data-props="${'{&quot;src&quot;:&quot;https://hls.example.com/a.m3u8&quot;}'}"></div><div data-diagram="mermaid"></div>`,
    );
    expect([...s.images].sort()).toEqual([
      'https://cdn.example.com',
      'https://cdn2.example.com',
      'https://img.example.com',
      'https://poster.example.com',
    ]);
    expect([...s.media].sort()).toEqual(['https://hls.example.com', 'https://video.example.com']);
    expect([...s.frames]).toEqual(['https://player.example.com']);
    expect(s.diagrams).toBe(true);
  });

  it('reads no tag inside a script or text: escaped markup and script text stay text', () => {
    const s = sourcesOf(
      '<p>&lt;img src="https://evil.example.com/x"&gt; style="color:red"</p><script>var s = \'<img src="https://in-script.example.com">\'</script>',
    );
    expect(s.images.size).toBe(0);
    expect(s.styleAttributes.size).toBe(0);
  });

  it('reads a style after a `<` in an attribute value, and none in a script written after that', () => {
    // the `<` in the title is where a tag would start, seen from the style: the document is read tag by tag
    const s = sourcesOf(
      '<div title="a<b" style="color:red">x</div><script>el.innerHTML = \' style="color:blue"\'</script><p> style="color:green"</p>',
    );
    expect([...s.styleAttributes]).toEqual([hashSource('color:red')]);
    expect(s.scripts.size).toBe(1);
  });

  it('takes http(s) origins only', () => {
    expect(outsideOrigin('//cdn.example.com/a.png')).toBe('https://cdn.example.com');
    expect(outsideOrigin('http://127.0.0.1:8080/a')).toBe('http://127.0.0.1:8080');
    for (const url of ['/a.png', 'a.png', 'data:image/png;base64,AA', 'javascript:alert(1)'])
      expect(outsideOrigin(url), url).toBeNull();
  });
});

describe('contentSecurityPolicy', () => {
  it('allows our origin, the boot script by its hash, and nothing outside but what the config names', () => {
    const d = directives(contentSecurityPolicy(config(), createPageSources()));
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", hashSource(colorModeScript('switch'))]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['img-src']).toEqual(["'self'", 'data:']);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
    expect(d['frame-src']).toBeUndefined();
    expect(d['style-src']).toEqual(["'self'"]);
  });

  it('adds the hosted search host and giscus only when configured', () => {
    const comments = {
      provider: 'giscus' as const,
      repo: 'a/b',
      repoId: 'R',
      category: 'c',
      categoryId: 'C',
    };
    const d = directives(
      contentSecurityPolicy(
        config({
          search: { provider: 'hosted', appId: 'APP1', apiKey: 'k', indexName: 'i' },
          comments,
        }),
        createPageSources(),
      ),
    );
    expect(d['connect-src']).toEqual(["'self'", 'https://app1-dsn.algolia.net']);
    expect(d['frame-src']).toEqual(["'self'", 'https://giscus.app']);
    expect(d['script-src']).toContain('https://giscus.app');
    expect(d['style-src']).toContain('https://giscus.app');
    // a self-hosted giscus replaces giscus.app; incomplete comment settings show no comments and allow nothing
    expect(
      directives(
        contentSecurityPolicy(
          config({ comments: { ...comments, origin: 'https://talk.example.com/' } }),
          createPageSources(),
        ),
      )['frame-src'],
    ).toEqual(["'self'", 'https://talk.example.com']);
    expect(
      directives(
        contentSecurityPolicy(
          config({ comments: { provider: 'giscus', repo: 'a/b' } }),
          createPageSources(),
        ),
      )['frame-src'],
    ).toBeUndefined();
    expect(
      directives(
        contentSecurityPolicy(
          config({
            search: {
              provider: 'hosted',
              appId: 'A',
              apiKey: 'k',
              indexName: 'i',
              host: 'https://search.example.com',
            },
          }),
          createPageSources(),
        ),
      )['connect-src'],
    ).toContain('https://search.example.com');
  });

  it('lists style attributes by hash, but allows inline styles for diagrams and past the hash limit', () => {
    const few = sourcesOf('<span style="color:red">a</span>');
    expect(directives(contentSecurityPolicy(config(), few))['style-src-attr']).toEqual([
      "'unsafe-hashes'",
      hashSource('color:red'),
    ]);
    const many = sourcesOf(
      Array.from(
        { length: MAX_STYLE_ATTRIBUTE_HASHES + 1 },
        (_, i) => `<i style="height:${i}em"></i>`,
      ).join(''),
    );
    expect(directives(contentSecurityPolicy(config(), many))['style-src-attr']).toEqual([
      "'unsafe-inline'",
    ]);
    const diagram = sourcesOf('<span style="color:red"></span><div data-diagram="mermaid"></div>');
    const d = directives(contentSecurityPolicy(config(), diagram));
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d['style-src-attr']).toBeUndefined();
    expect(d['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets media play from their hosts through blob: URLs and workers', () => {
    const d = directives(
      contentSecurityPolicy(
        config(),
        sourcesOf('<video src="https://v.example.com/a.mp4"></video>'),
      ),
    );
    expect(d['media-src']).toEqual(["'self'", 'blob:', 'https://v.example.com']);
    expect(d['connect-src']).toContain('https://v.example.com');
    expect(d['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('adds the sources a config names and sends no policy when it says false', () => {
    const d = directives(
      contentSecurityPolicy(
        config({
          contentSecurityPolicy: {
            'connect-src': ['https://oauth.example.com'],
            'frame-src': ['https://embed.example.com'],
          },
        }),
        createPageSources(),
      ),
    );
    expect(d['connect-src']).toEqual(["'self'", 'https://oauth.example.com']);
    expect(d['frame-src']).toEqual(["'self'", 'https://embed.example.com']);
    expect(
      contentSecurityPolicy(config({ contentSecurityPolicy: false }), createPageSources()),
    ).toBeNull();
  });
});

describe('head entries from the config', () => {
  it('let their outside scripts and stylesheets through, and nothing else', () => {
    const d = directives(
      contentSecurityPolicy(
        config({
          head: [
            ['script', { src: 'https://analytics.example.com/a.js', defer: '' }],
            ['script', { src: '/local.js' }],
            ['link', { rel: 'stylesheet', href: 'https://fonts.example.com/f.css' }],
            ['link', { rel: 'icon', href: 'https://icons.example.com/i.png' }],
            ['meta', { name: 'x', content: 'https://meta.example.com' }],
          ],
        }),
        createPageSources(),
      ),
    );
    expect(d['script-src']).toContain('https://analytics.example.com');
    expect(d['style-src']).toContain('https://fonts.example.com');
    const all = Object.values(d).flat();
    expect(all).not.toContain('https://icons.example.com');
    expect(all).not.toContain('https://meta.example.com');
  });
});
