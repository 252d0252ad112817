import { deferredComponent } from '../app/deferred-component.tsx';
import type { PageData } from '../shared/types.ts';

// see later-parts.ts
const later = () => import('./later-parts.ts');
export const Breadcrumb = deferredComponent(() => later().then((m) => m.Breadcrumb));
export const Footer = deferredComponent(() => later().then((m) => m.Footer));
export const HomePage = deferredComponent(() => later().then((m) => m.HomePage));
export const PageMeta = deferredComponent(() => later().then((m) => m.PageMeta));
export const Portfolio = deferredComponent(() => later().then((m) => m.Portfolio));
export const TranslationNotice = deferredComponent(() => later().then((m) => m.TranslationNotice));

/** Loads the layout `page` hydrates with, when it is one kept out of the first-visit script. */
export async function loadLayoutOf(page: Pick<PageData, 'frontmatter'>): Promise<void> {
  if (page.frontmatter.portfolio === true) await Portfolio.load();
}
