/** Directives a site may widen with `contentSecurityPolicy` in its config, for what the build cannot see. */
export const EXTENSIBLE_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
] as const;
export type ExtensibleDirective = (typeof EXTENSIBLE_DIRECTIVES)[number];
