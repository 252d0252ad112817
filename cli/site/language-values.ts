import type { FrontMatter } from '../../runtime/shared/types.ts';

/** Keys whose value a page may write once per language (Valaxy's `title: { en: …, zh-CN: … }`). */
const PER_LANGUAGE = ['title', 'description'];
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/i;
const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/**
 * Per-language values in the page's language: the same tag, else the same
 * language in another region, else the first written, as Valaxy picks them.
 * Only objects of language tags to strings count; any other value stays for
 * the schema to judge.
 */
export function pickLanguageValues(data: FrontMatter, lang: string | undefined): void {
  if (!lang) return;
  for (const key of PER_LANGUAGE) {
    const value = data[key];
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const entries = Object.entries(value as Record<string, unknown>);
    if (
      !entries.length ||
      !entries.every(([k, v]) => LANGUAGE_TAG.test(k) && typeof v === 'string')
    )
      continue;
    const found =
      entries.find(([k]) => k.toLowerCase() === lang.toLowerCase()) ??
      entries.find(([k]) => primary(k) === primary(lang)) ??
      entries[0];
    data[key] = found[1];
  }
}
