import { enTexts, type ToolTexts } from './texts.ts';
import { zhTexts } from './texts-zh.ts';
import { useChinese } from './tool-language.ts';

/** The texts in the page's language. */
export function useToolTexts(): ToolTexts {
  return useChinese() ? zhTexts : enTexts;
}
