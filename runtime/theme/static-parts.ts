// The parts of a page with nothing to do in the browser (no state, no effects, no handlers), in one chunk: a first
// visit keeps their server HTML and never loads this; the first navigation does, to render the next page's.
export { Breadcrumb } from './Breadcrumb.tsx';
export { Footer } from './Footer.tsx';
export { HomePage } from './HomePage.tsx';
export { PageMeta } from './PageMeta.tsx';
export { TranslationNotice } from './TranslationNotice.tsx';
