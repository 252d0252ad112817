// The layouts most pages never render, in one chunk: a portfolio, the page not found.
export { NotFound } from './NotFound.tsx';
export { Portfolio } from './Portfolio.tsx';
