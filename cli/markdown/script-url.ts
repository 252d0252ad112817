/** A URL that runs script when followed (`javascript:`, `vbscript:`), control characters ignored as browsers do. */
export const isScriptUrl = (value: string) =>
  /^\s*(javascript|vbscript):/i.test(value.replace(/[\u0000-\u001f]/g, ''));

/**
 * What React writes in place of a `javascript:` URL a component was given: the component's tag was warned about
 * with the writer's own URL before it rendered (remark-components), so this text is not reported again.
 */
export const isReactBlockedUrl = (value: string) =>
  /^javascript:throw new Error\('React has blocked/.test(value);

export const SCRIPT_URL_HINT = 'link to a page or an http(s) address instead';
