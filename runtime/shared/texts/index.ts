import type { LocaleTexts } from '../types.ts';
import { en } from './en.ts';
import type { InterfaceTexts } from './types.ts';
import { zh } from './zh.ts';

export type { ContainerTitles, InterfaceTexts } from './types.ts';

/** One table per language, by lower-case language tag. */
const TABLES: Record<string, InterfaceTexts> = { en, zh };

/** The words for a language tag such as `zh-CN`: its own table, else its language's (`zh`), else English. */
export function interfaceTexts(lang: string): InterfaceTexts {
  const tag = lang.toLowerCase();
  return TABLES[tag] ?? TABLES[tag.split('-')[0]] ?? en;
}

/** The theme's words for a language tag, before a site's own `texts`. */
export function textsFor(lang: string): LocaleTexts {
  return interfaceTexts(lang).theme;
}
