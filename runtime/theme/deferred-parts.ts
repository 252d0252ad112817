import { deferredComponent } from '../app/deferred-component.tsx';
import type { PageData } from '../shared/types.ts';

// The layouts most pages never render, in one chunk: a page that is one loads it before it hydrates.
const rare = () => import('./rare-layouts.ts');
export const Portfolio = deferredComponent(() => rare().then((m) => m.Portfolio));
export const NotFound = deferredComponent(() => rare().then((m) => m.NotFound));

// Parts with nothing to do in the browser: a first visit keeps their server HTML and loads none of their code.
const fixed = () => import('./static-parts.ts');
export const Breadcrumb = deferredComponent(() => fixed().then((m) => m.Breadcrumb));
export const Footer = deferredComponent(() => fixed().then((m) => m.Footer));
export const HomePage = deferredComponent(() => fixed().then((m) => m.HomePage));
export const PageMeta = deferredComponent(() => fixed().then((m) => m.PageMeta));
export const TranslationNotice = deferredComponent(() => fixed().then((m) => m.TranslationNotice));

/** Loads the layout `page` hydrates with, when it is one kept out of the first-visit script. */
export async function loadLayoutOf(page: Pick<PageData, 'layout' | 'frontmatter'>): Promise<void> {
  if (page.layout === 'NotFound') await NotFound.load();
  else if (page.frontmatter.portfolio === true) await Portfolio.load();
}
