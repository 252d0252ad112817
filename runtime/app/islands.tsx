import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { SiteData } from '../shared/types.ts';
import { SiteContext } from './contexts.ts';

/** Hydrates every island under `container` with the props the server rendered it with. */
export async function mountIslands(container: HTMLElement, site: SiteData): Promise<Root[]> {
  const elements = [...container.querySelectorAll<HTMLElement>('[data-island]')];
  const roots = await Promise.all(elements.map(async (el) => {
    const name = el.dataset.island!;
    const chunk = site.islands[name];
    if (!chunk) { console.warn(`[docs-build] no chunk for island ${name}`); return null; }
    const module = (await import(/* @vite-ignore */ site.base + chunk)) as { default: ComponentType<Record<string, unknown>> };
    const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
    const Component = module.default;
    return hydrateRoot(el, <SiteContext.Provider value={site}><Component {...props} /></SiteContext.Provider>);
  }));
  return roots.filter((r): r is Root => r !== null);
}
