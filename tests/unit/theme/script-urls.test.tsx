import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../../runtime/shared/texts/index.ts';
import { PageContext, SiteContext } from '../../../runtime/app/contexts.ts';
import type { PageData, SiteData } from '../../../runtime/shared/types.ts';
import { withBase } from '../../../runtime/shared/routes.ts';
import { BLOCKED_SCRIPT_URL, safeUrl } from '../../../runtime/shared/script-url.ts';
import { PageInfo } from '../../../runtime/theme/PageInfo.tsx';
import { Portfolio } from '../../../runtime/theme/Portfolio.tsx';
import VPCard from '../../../runtime/islands/VPCard.tsx';

// React 18 writes a `javascript:` href as it is given (React 19 replaced it): links from config, front matter and
// component props must not reach the page as script
const SCRIPT = 'javascript:alert(document.cookie)';

function render(node: React.ReactNode, frontmatter: Record<string, unknown> = {}): string {
  const site = {
    base: '/docs/',
    author: { name: 'Site', url: SCRIPT },
    routes: {},
    locale: { prefix: '/', lang: 'en-US', texts: textsFor('en-US') },
    icons: { names: [] },
  } as unknown as SiteData;
  const page = {
    route: '/about',
    frontmatter,
    html: '',
    islands: [],
    headers: [],
    readingTime: { minutes: 1, words: 10 },
  } as unknown as PageData;
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>{node}</PageContext.Provider>
    </SiteContext.Provider>,
  );
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('a script URL given as a link', () => {
  it('is blocked by withBase and safeUrl, spaced or in capitals too, and other links pass', () => {
    for (const url of [SCRIPT, ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'vbscript:x'])
      expect([withBase('/docs/', url), safeUrl(url)]).toEqual([
        BLOCKED_SCRIPT_URL,
        BLOCKED_SCRIPT_URL,
      ]);
    expect(withBase('/docs/', '/guide/')).toBe('/docs/guide/');
    expect(safeUrl('https://example.org/')).toBe('https://example.org/');
  });

  it("never reaches an href from an author's address, a portfolio's media or a card's link", () => {
    const pages = [
      render(<PageInfo />, { author: { name: 'Ada', url: SCRIPT } }),
      render(<Portfolio />, {
        portfolio: true,
        medias: [{ name: 'Site', url: SCRIPT, icon: 'link' }],
      }),
      render(<VPCard title="Card" link={SCRIPT} />),
    ];
    for (const html of pages) {
      expect(hrefs(html).length).toBeGreaterThan(0);
      expect(hrefs(html)).not.toContain(SCRIPT.replace(/"/g, '&quot;'));
      expect(html).not.toContain('alert(document.cookie)');
    }
  });
});
