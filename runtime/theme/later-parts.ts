// The theme's parts a first visit goes without, in one chunk (one chunk, not several: each more would split the
// code they share with the entry into shared chunks of its own). Most have nothing to do in the browser (no state,
// no effects, no handlers): a first visit keeps their server HTML, and the first navigation loads them. The
// portfolio layout is the exception, loaded before hydrating by a page that is one.
export { Breadcrumb } from './Breadcrumb.tsx';
export { Footer } from './Footer.tsx';
export { HomePage } from './HomePage.tsx';
export { PageMeta } from './PageMeta.tsx';
export { Portfolio } from './Portfolio.tsx';
export { TranslationNotice } from './TranslationNotice.tsx';
