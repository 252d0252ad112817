import { useContext } from 'react';
import { SiteContext } from '../../../../runtime/app/contexts.ts';
import { useMarkdownEnv } from '../../../../runtime/islands/markdown-env.ts';

/**
 * Whether the page is Chinese. At build time the markdown environment knows the page; in the browser the island
 * sits inside SiteContext, whose locale is the page's. Both give the same answer, so hydration matches.
 */
export function useChinese(): boolean {
  const env = useMarkdownEnv();
  const site = useContext(SiteContext);
  return (env?.lang ?? site?.locale.lang ?? 'en').startsWith('zh');
}
