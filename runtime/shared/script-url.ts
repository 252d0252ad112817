/** A URL that runs script when followed (`javascript:`, `vbscript:`), control characters ignored as browsers do. */
export const isScriptUrl = (value: string) =>
  /^\s*(javascript|vbscript):/i.test(value.replace(/[\u0000-\u001f]/g, ''));

/**
 * What the theme and site components are given in place of a script URL: the text React 19 wrote for one, which
 * fails when followed. React 18 writes a `javascript:` URL as it is given, so a link from config, front matter or
 * a component's props passes through `safeUrl` before it reaches an `href`.
 */
export const BLOCKED_SCRIPT_URL =
  "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** `url`, or the blocked URL in place of a script URL. */
export const safeUrl = (url: string): string => (isScriptUrl(url) ? BLOCKED_SCRIPT_URL : url);
