import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageContext, SiteContext } from '../../../runtime/app/contexts.ts';
import type { PageData, SiteData } from '../../../runtime/shared/types.ts';
import { HomePage } from '../../../runtime/theme/HomePage.tsx';

/** The home layout as the server renders it, under the base `/docs/`. */
function renderHome(
  frontmatter: Record<string, unknown>,
  description = '',
  sidebar: Record<string, unknown> = {},
): string {
  const site = {
    base: '/docs/',
    locale: {
      prefix: '/',
      title: 'Site',
      description,
      texts: { startReading: 'Start reading' },
      sidebar,
    },
    icons: { names: ['arrow-right'] },
  } as unknown as SiteData;
  const page = {
    route: '/',
    frontmatter,
    html: '',
    islands: [],
    headers: [],
  } as unknown as PageData;
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <HomePage />
      </PageContext.Provider>
    </SiteContext.Provider>,
  );
}

/** The elements of one tag whose class list starts with `className`, each as its attributes (entities decoded). */
function elements(html: string, tag: string, className: string): Record<string, string>[] {
  const found = [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map(([, text]) =>
    Object.fromEntries(
      [...text.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      ]),
    ),
  );
  return found.filter((el) => el.class?.split(' ')[0] === className);
}
const pick = (els: Record<string, string>[], name: string) => els.map((el) => el[name]);

describe('home page images', () => {
  it('renders the hero image in both variants, each shown by CSS in its mode, under the base, with its style', () => {
    const images = elements(
      renderHome({
        heroImage: '/hero.svg',
        heroImageDark: '/hero-dark.svg',
        heroAlt: 'Drives',
        heroImageStyle: { maxWidth: '20rem' },
      }),
      'img',
      'hero-image',
    );
    expect(pick(images, 'class')).toEqual(['hero-image light-only', 'hero-image dark-only']);
    expect(pick(images, 'src')).toEqual(['/docs/hero.svg', '/docs/hero-dark.svg']);
    expect(pick(images, 'alt')).toEqual(['Drives', 'Drives']);
    expect(pick(images, 'style')).toEqual(['max-width:20rem', 'max-width:20rem']);
  });

  it('renders one hero image for both modes when there is no dark variant, and outside URLs as written', () => {
    const images = elements(
      renderHome({ heroImage: 'https://example.com/hero.png' }),
      'img',
      'hero-image',
    );
    expect(pick(images, 'class')).toEqual(['hero-image']);
    expect(pick(images, 'src')).toEqual(['https://example.com/hero.png']);
  });

  it('puts the background images behind the hero, one layer per mode, with their style', () => {
    const html = renderHome({
      bgImage: '/bg.svg',
      bgImageDark: '/bg "dark".svg',
      bgImageStyle: { backgroundSize: 'contain' },
    });
    expect(pick(elements(html, 'header', 'hero'), 'class')).toEqual(['hero with-background']);
    const layers = elements(html, 'div', 'home-background');
    expect(pick(layers, 'class')).toEqual([
      'home-background light-only',
      'home-background dark-only',
    ]);
    expect(pick(layers, 'aria-hidden')).toEqual(['true', 'true']);
    expect(pick(layers, 'style')).toEqual([
      'background-image:url("/docs/bg.svg");background-size:contain',
      'background-image:url("/docs/bg \\"dark\\".svg");background-size:contain',
    ]);
    expect(html.indexOf('home-background')).toBeLessThan(html.indexOf('hero-title'));
  });

  it('gives a highlight panel its image, dark image and background', () => {
    const html = renderHome({
      highlights: [
        {
          header: 'Pictures',
          image: '/panel.svg',
          imageDark: '/panel-dark.svg',
          bgImage: '/panel-bg.svg',
          bgImageStyle: { opacity: '0.4' },
          highlights: [{ title: 'One' }],
        },
      ],
    });
    expect(pick(elements(html, 'section', 'home-panel'), 'class')).toEqual([
      'home-panel with-background',
    ]);
    const images = elements(html, 'img', 'panel-image');
    expect(pick(images, 'class')).toEqual(['panel-image light-only', 'panel-image dark-only']);
    expect(pick(images, 'src')).toEqual(['/docs/panel.svg', '/docs/panel-dark.svg']);
    expect(pick(elements(html, 'div', 'home-background'), 'style')).toEqual([
      'background-image:url("/docs/panel-bg.svg");opacity:0.4',
    ]);
  });

  it('draws no image or background layer when the front matter names none', () => {
    const html = renderHome({ features: [{ title: 'One' }] });
    expect(html).not.toMatch(/<img|home-background/);
    expect(pick(elements(html, 'header', 'hero'), 'class')).toEqual(['hero']);
  });
});

describe('home page hero text', () => {
  it("shows the site's title and description where the page gives no hero text or tagline, as VuePress does", () => {
    const html = renderHome({}, 'Docs <for> everyone');
    expect(html).toContain('<h1 class="hero-title">Site</h1>');
    expect(html).toContain('<p class="hero-tagline">Docs &lt;for&gt; everyone</p>');
    expect(renderHome({ tagline: 'Own <b>words</b>' }, 'Docs')).toContain(
      '<p class="hero-tagline">Own <b>words</b></p>',
    );
    expect(renderHome({ tagline: null }, 'Docs')).not.toContain('hero-tagline');
    expect(renderHome({}, '')).not.toContain('hero-tagline');
  });
});

describe('home page features', () => {
  it('makes a linked feature one link whose text ends with its link text, and leaves the others plain', () => {
    const html = renderHome({
      features: [
        {
          title: 'Formats',
          details: 'Many',
          link: '/options/#format',
          linkText: 'See all formats',
        },
        { title: 'Vite', link: 'https://vite.dev' },
        { title: 'Plain', linkText: 'Nowhere' },
      ],
    });
    expect(pick(elements(html, 'li', 'feature'), 'class')).toEqual([
      'feature link',
      'feature link',
      'feature',
    ]);
    expect([...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '/docs/options/#format',
      'https://vite.dev',
    ]);
    expect(html).toMatch(
      /<a href="\/docs\/options\/#format">.*<p>Many<\/p><span class="feature-link-text">See all formats<svg[^]*?<\/span><\/a>/,
    );
    expect(html.match(/feature-link-text/g)).toHaveLength(1);
    // a feature without a link has nowhere to lead, so its link text is not shown
    expect(html).not.toContain('Nowhere');
  });
});

describe('a home page that leads nowhere', () => {
  const sidebar = {
    '/': [
      { text: 'Site', link: '/' },
      { text: 'api', collapsible: true, children: [{ text: 'Advanced', link: '/api/advanced' }] },
      { text: 'Guide', collapsible: true, children: [{ text: 'Intro', link: '/guide/intro' }] },
    ],
  };
  const actions = (html: string) =>
    [...html.matchAll(/<a class="action-button ([^"]*)" href="([^"]*)">([^<]*)<\/a>/g)].map((m) =>
      m.slice(1),
    );

  it('gets one action, to the first page of its sidebar under guide/, else the first after itself', () => {
    expect(actions(renderHome({}, '', sidebar))).toEqual([
      ['primary', '/docs/guide/intro', 'Start reading'],
    ]);
    expect(actions(renderHome({}, '', { '/': sidebar['/'].slice(0, 2) }))).toEqual([
      ['primary', '/docs/api/advanced', 'Start reading'],
    ]);
    // sidebars by section, none of them the home page's: the first under guide/ of all of them
    expect(
      actions(
        renderHome({}, '', {
          '/api/': [{ text: 'API', link: '/api/' }],
          '/guide/': [{ text: 'Intro', link: '/guide/intro' }],
          '/': false,
        }),
      ),
    ).toEqual([['primary', '/docs/guide/intro', 'Start reading']]);
  });

  it('keeps the actions and features it has, and none with `actions: []` or without a sidebar', () => {
    expect(actions(renderHome({ actions: [{ text: 'Go', link: '/go' }] }, '', sidebar))).toEqual([
      ['default', '/docs/go', 'Go'],
    ]);
    expect(actions(renderHome({ features: [{ title: 'One' }] }, '', sidebar))).toEqual([]);
    expect(actions(renderHome({ actions: [] }, '', sidebar))).toEqual([]);
    expect(actions(renderHome({}, '', { '/': false }))).toEqual([]);
    expect(actions(renderHome({}, '', {}))).toEqual([]);
  });
});
