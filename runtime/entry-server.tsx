// Server entry: renders one page to an HTML string. The client entry hydrates the same <App>; the only
// difference is that here there is no router (links are plain anchors until the client takes over).
import { renderToString, renderToStaticMarkup } from 'react-dom/server';
import type { ComponentType } from 'react';
import { App } from './theme/App.tsx';
import { loadEveryDeferred } from './app/deferred-component.tsx';
import { createHtmlReuse, ReusedHtmlContext } from './app/reused-html.tsx';
import { MarkdownComponentContext, type MarkdownComponentEnv } from './islands/markdown-env.ts';
import type { PageData, SiteData } from './shared/types.ts';
import { components } from 'virtual:docs-build-components';
import { siteParts } from 'virtual:docs-build-site-parts';

// renderToString cannot wait for a chunk: the theme's deferred parts are all loaded once, before any render
await loadEveryDeferred();

export function renderPage(site: SiteData, page: PageData): string {
  const reuse = createHtmlReuse(renderToString, { site, page, parts: siteParts });
  return renderToString(
    <ReusedHtmlContext.Provider value={reuse}>
      <App site={site} page={page} parts={siteParts} />
    </ReusedHtmlContext.Provider>,
  );
}

export const componentNames = (): string[] => Object.keys(components);

/**
 * Renders a component written in markdown. Islands are wrapped so the client can hydrate them with the same
 * props; other components become static HTML with no client code at all.
 */
export function renderComponent(
  name: string,
  props: Record<string, unknown>,
  env: MarkdownComponentEnv,
): { html: string; island: boolean } {
  const entry = components[name] as
    { component: ComponentType<Record<string, unknown>>; hydrate: boolean } | undefined;
  if (!entry) {
    throw new Error(
      `unknown component <${name}>; known components: ${Object.keys(components).sort().join(', ')}`,
    );
  }
  const element = (
    <MarkdownComponentContext.Provider value={env}>
      <entry.component {...props} />
    </MarkdownComponentContext.Provider>
  );
  if (!entry.hydrate) return { html: renderToStaticMarkup(element), island: false };
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  const attr = json.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    html: `<div class="island" data-island="${name}" data-props="${attr}">${renderToString(element)}</div>`,
    island: true,
  };
}
