import { useContext } from 'react';
import { SiteContext } from '../../../../runtime/app/contexts.ts';
import { useMarkdownEnv } from '../../../../runtime/islands/markdown-env.ts';
import { enTexts, type ToolTexts } from './texts.ts';
import { zhTexts } from './texts-zh.ts';

/**
 * The texts in the page's language. At build time the markdown environment knows the page; in the browser the
 * island sits inside SiteContext, whose locale is the page's. Both give the same answer, so hydration matches.
 */
export function useToolTexts(): ToolTexts {
  const env = useMarkdownEnv();
  const site = useContext(SiteContext);
  const lang = env?.lang ?? site?.locale.lang ?? 'en';
  return lang.startsWith('zh') ? zhTexts : enTexts;
}
