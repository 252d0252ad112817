import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../../runtime/shared/texts/index.ts';
import { PageContext, SiteContext } from '../../../runtime/app/contexts.ts';
import type { PageData, SiteData } from '../../../runtime/shared/types.ts';
import { Portfolio } from '../../../runtime/theme/Portfolio.tsx';

/** A portfolio page as the server renders it, on a site served under `base`. */
function renderPortfolio(frontmatter: Record<string, unknown>, base = '/'): string {
  const site = {
    base,
    author: { name: 'Site Author' },
    locale: { lang: 'en-US', texts: textsFor('en-US') },
  } as unknown as SiteData;
  const page = {
    route: '/about',
    frontmatter: { portfolio: true, content: 'none', ...frontmatter },
    html: '',
    islands: [],
    headers: [],
  } as unknown as PageData;
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <Portfolio />
      </PageContext.Provider>
    </SiteContext.Provider>,
  );
}

/** Each avatar image as its attributes. */
const avatars = (html: string) =>
  [...html.matchAll(/<img ([^>]*)>/g)]
    .map(([, attributes]) =>
      Object.fromEntries(
        [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      ),
    )
    .filter((img) => img.class?.startsWith('portfolio-avatar'));

describe('the portfolio avatar', () => {
  it('is one image for both modes without a dark variant', () => {
    expect(avatars(renderPortfolio({ avatar: '/me.png', avatarAlt: 'Ada' }))).toEqual([
      { class: 'portfolio-avatar', src: '/me.png', alt: 'Ada', width: '128', height: '128' },
    ]);
  });

  it('has a light and a dark image, each shown by CSS in its own mode, with the same alt text and size', () => {
    const images = avatars(
      renderPortfolio({ avatar: '/me.png', avatarDark: '/me-dark.png', avatarAlt: 'Ada' }),
    );
    expect(images.map((img) => img.class)).toEqual([
      'portfolio-avatar light-only',
      'portfolio-avatar dark-only',
    ]);
    expect(images.map((img) => img.src)).toEqual(['/me.png', '/me-dark.png']);
    expect(images.map((img) => [img.alt, img.width, img.height])).toEqual([
      ['Ada', '128', '128'],
      ['Ada', '128', '128'],
    ]);
  });

  it('shows a dark avatar alone only in dark mode', () => {
    expect(
      avatars(renderPortfolio({ avatarDark: '/me-dark.png' })).map((img) => img.class),
    ).toEqual(['portfolio-avatar dark-only']);
  });

  it("is served under the site's base, and its style applies in both modes", () => {
    const images = avatars(
      renderPortfolio(
        { avatar: '/me.png', avatarDark: '/me-dark.png', avatarStyle: { borderRadius: '12px' } },
        '/docs/',
      ),
    );
    expect(images.map((img) => img.src)).toEqual(['/docs/me.png', '/docs/me-dark.png']);
    expect(images.map((img) => img.style)).toEqual(['border-radius:12px', 'border-radius:12px']);
  });
});
