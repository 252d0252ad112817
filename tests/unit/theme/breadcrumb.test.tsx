import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../../runtime/shared/texts/index.ts';
import { PageContext, SiteContext } from '../../../runtime/app/contexts.ts';
import type { PageData, SiteData } from '../../../runtime/shared/types.ts';
import { Breadcrumb } from '../../../runtime/theme/Breadcrumb.tsx';

function render(site: Partial<SiteData>, frontmatter: Record<string, unknown> = {}): string {
  const data = {
    base: '/',
    routes: { '/': { title: 'Home' }, '/guide/': { title: 'Guide' }, '/guide/a': { title: 'A' } },
    locale: { prefix: '/', lang: 'en-US', texts: textsFor('en-US') },
    icons: { names: [] },
    ...site,
  } as unknown as SiteData;
  const page = { route: '/guide/a', frontmatter } as unknown as PageData;
  return renderToStaticMarkup(
    <SiteContext.Provider value={data}>
      <PageContext.Provider value={page}>
        <Breadcrumb />
      </PageContext.Provider>
    </SiteContext.Provider>,
  );
}

describe('the breadcrumb', () => {
  it('is hidden on every page when the site turns it off, unless a page turns its own on', () => {
    expect(render({})).toContain('class="breadcrumb"');
    expect(render({ breadcrumb: false })).toBe('');
    expect(render({ breadcrumb: false }, { breadcrumb: true })).toContain('class="breadcrumb"');
    expect(render({}, { breadcrumb: false })).toBe('');
  });
});
