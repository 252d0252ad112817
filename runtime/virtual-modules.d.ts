// Modules esbuild provides at build time (see cli/bundle/server.ts) and asset imports.
declare module 'virtual:docs-build-components' {
  import type { ComponentType } from 'react';
  export const components: Record<
    string,
    { component: ComponentType<Record<string, unknown>>; hydrate: boolean }
  >;
}
declare module 'virtual:docs-build-site-parts' {
  import type { SiteParts } from './app/contexts.ts';
  export const siteParts: SiteParts;
}
declare module '*.css';
declare module 'flowchart.js' {
  const flowchart: {
    parse(code: string): {
      drawSVG(container: HTMLElement, options?: Record<string, unknown>): void;
    };
  };
  export default flowchart;
}
