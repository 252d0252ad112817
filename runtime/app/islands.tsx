import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { SiteData } from '../shared/types.ts';
import { SiteContext } from './contexts.ts';

/** Links an island's stylesheet once and waits for it, so the island never shows unstyled. */
function loadStyle(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (l) => l.getAttribute('href') === href,
  );
  if (present) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.onload = link.onerror = () => resolve();
  });
  document.head.append(link);
  return loaded;
}

/** Hydrates every island under `container` with the props the server rendered it with. */
export async function mountIslands(container: HTMLElement, site: SiteData): Promise<Root[]> {
  const elements = [...container.querySelectorAll<HTMLElement>('[data-island]')];
  const roots = await Promise.all(
    elements.map(async (el) => {
      const name = el.dataset.island!;
      const chunk = site.islands[name];
      if (!chunk) {
        console.warn(`[docs-build] no chunk for island ${name}`);
        return null;
      }
      const style = site.islandStyles?.[name];
      const [module] = await Promise.all([
        import(/* @vite-ignore */ site.base + chunk) as Promise<{
          default: ComponentType<Record<string, unknown>>;
        }>,
        style ? loadStyle(site.base + style) : undefined,
      ]);
      const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
      const Component = module.default;
      return hydrateRoot(
        el,
        <SiteContext.Provider value={site}>
          <Component {...props} />
        </SiteContext.Provider>,
      );
    }),
  );
  return roots.filter((r): r is Root => r !== null);
}
