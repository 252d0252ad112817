/** A URL that runs script when followed (`javascript:`, `vbscript:`), control characters ignored as browsers do. */
export const isScriptUrl = (value: string) =>
  /^\s*(javascript|vbscript):/i.test(value.replace(/[\u0000-\u001f]/g, ''));

/**
 * What a component is given in place of a script URL, the text React 19 writes for one: React 18 writes a
 * `javascript:` URL as it is given, so remark-components changes the prop before the component renders (on the
 * server, and in the props an island hydrates with).
 */
export const BLOCKED_SCRIPT_URL =
  "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/**
 * The blocked URL a component wrote in place of a script URL: the component's tag was warned about with the
 * writer's own URL before it rendered (remark-components), so this text is not reported again.
 */
export const isReactBlockedUrl = (value: string) =>
  /^javascript:throw new Error\('React has blocked/.test(value);

export const SCRIPT_URL_HINT = 'link to a page or an http(s) address instead';
