import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDataBlock } from '../../site/front-matter-data.ts';
import { sameLanguage } from '../../../runtime/shared/language-tag.ts';
import { isObjectLiteral, type Literal } from '../shared/literals.ts';

/** Larger locale files are not read: no message table is written in a megabyte. */
const MAX_BYTES = 1024 * 1024;

/**
 * A Valaxy site's messages in one language, `locales/<lang>.yml` beside its
 * config, flattened to dotted keys (`nav.guide`); empty without the file.
 */
export function siteMessages(siteDir: string, lang: string): Map<string, string> {
  const messages = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(path.join(siteDir, 'locales', `${lang}.yml`), 'utf8');
  } catch {
    return messages;
  }
  if (text.length > MAX_BYTES) return messages;
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') messages.set(prefix, value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value))
        walk(inner, prefix ? `${prefix}.${key}` : key);
  };
  walk(parseDataBlock('yaml', text).data, '');
  return messages;
}

/**
 * The navbar and sidebar with each `text` that names a message (`nav.guide`,
 * which Valaxy's theme translates when it shows it) as that message; other
 * texts as written.
 */
export function translated(value: Literal, messages: Map<string, string>): Literal {
  if (Array.isArray(value)) return value.map((item) => translated(item, messages));
  if (!isObjectLiteral(value)) return value;
  const out: Record<string, Literal> = {};
  for (const [key, inner] of Object.entries(value)) {
    const message = key === 'text' && typeof inner === 'string' ? messages.get(inner) : undefined;
    out[key] = message ?? translated(inner, messages);
  }
  return out;
}

/** The site's messages in each of its locales' languages, where it has any. */
export function siteMessagesByLanguage(
  siteDir: string,
  locales: { lang?: string }[],
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const { lang } of locales) {
    const messages = lang ? siteMessages(siteDir, lang) : new Map();
    if (lang && messages.size) out[lang] = Object.fromEntries(messages);
  }
  return out;
}

/**
 * Valaxy's titles of untitled hints and details, the `blocks.*` messages its
 * client ships for the two languages it has (a block's `text` option is not
 * what it shows).
 */
const BLOCK_TITLES: Record<string, Record<string, string>> = {
  en: { tip: 'TIP', warning: 'WARNING', danger: 'DANGER', info: 'INFO', details: 'DETAILS' },
  'zh-CN': { tip: '提示', warning: '注意', danger: '警告', info: '信息', details: '详情' },
};

/**
 * A locale's titles of untitled hints and details as Valaxy shows them: the
 * site's own `blocks.*` messages in that language, else Valaxy's, else English.
 */
export function blockTitles(siteDir: string, lang: string): Record<string, string> {
  const own = Object.keys(BLOCK_TITLES).find((tag) => sameLanguage(tag, lang)) ?? 'en';
  const messages = siteMessages(siteDir, lang);
  return Object.fromEntries(
    Object.entries(BLOCK_TITLES[own]!).map(([kind, title]) => [
      kind,
      messages.get(`blocks.${kind}`) ?? title,
    ]),
  );
}
