export { BLOCKED_SCRIPT_URL, isScriptUrl } from '../../runtime/shared/script-url.ts';

/**
 * The blocked URL a component wrote in place of a script URL: the component's tag was warned about with the
 * writer's own URL before it rendered (remark-components), so this text is not reported again.
 */
export const isReactBlockedUrl = (value: string) =>
  /^javascript:throw new Error\('React has blocked/.test(value);

export const SCRIPT_URL_HINT = 'link to a page or an http(s) address instead';
