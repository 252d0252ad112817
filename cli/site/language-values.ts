import type { FrontMatter } from '../../runtime/shared/types.ts';
import { sameLanguage } from '../../runtime/shared/language-tag.ts';

/** Keys whose value a page may write once per language (Valaxy's `title: { en: …, zh-CN: … }`). */
const PER_LANGUAGE = ['title', 'description'];
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/i;

/** The values as written, before one language was picked: a copy in another language picks again. */
const asWritten = new WeakMap<FrontMatter, Record<string, Record<string, string>>>();

/** Whether `value` is an object of language tags to strings. */
const isPerLanguage = (value: unknown): value is Record<string, string> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(([k, v]) => LANGUAGE_TAG.test(k) && typeof v === 'string');

/**
 * Per-language values in the page's language: the same tag, else the same
 * language in another region, else the first written (Valaxy shows the
 * first when the reader's language has none). Any other value
 * stays for the schema to judge.
 */
export function pickLanguageValues(data: FrontMatter, lang: string | undefined): void {
  if (!lang) return;
  for (const key of PER_LANGUAGE) {
    const value = data[key];
    if (!isPerLanguage(value)) continue;
    const entries = Object.entries(value);
    const found =
      entries.find(([k]) => k.toLowerCase() === lang.toLowerCase()) ??
      entries.find(([k]) => sameLanguage(k, lang)) ??
      entries[0];
    asWritten.set(data, { ...asWritten.get(data), [key]: value });
    data[key] = found[1];
  }
}

/** The per-language values `data` was written with, where it had any. */
export function writtenPerLanguage(data: FrontMatter): Record<string, unknown> | undefined {
  return asWritten.get(data);
}

type Texts = Record<string, string> | undefined;
const said = (text: unknown, messages: Texts) =>
  typeof text === 'string' && messages && Object.hasOwn(messages, text) ? messages[text] : text;

/** The home page's texts as written, before they were looked up: a copy in another language looks again. */
const homeAsWritten = new WeakMap<
  FrontMatter,
  Pick<FrontMatter, 'actions' | 'features' | 'categories'>
>();

/**
 * The page's categories (as `category.<name>` names them) and the home page's
 * action and feature texts that name a message of the site
 * (`hero.start`, as Valaxy's theme translates them when it shows them) as
 * that message in the page's language.
 */
export function sayMessages(data: FrontMatter, messages: Texts, from: FrontMatter = data): void {
  const written = homeAsWritten.get(from) ?? {
    actions: from.actions,
    features: from.features,
    categories: from.categories,
  };
  if (!messages || (!written.actions && !written.features && !written.categories)) return;
  homeAsWritten.set(data, written);
  if (Array.isArray(written.categories))
    data.categories = written.categories.map((name) =>
      typeof name === 'string' ? (messages[`category.${name}`] ?? name) : name,
    );
  if (Array.isArray(written.actions))
    data.actions = written.actions.map((a) => ({ ...a, text: said(a.text, messages) as string }));
  if (Array.isArray(written.features))
    data.features = written.features.map((f) => ({
      ...f,
      title: said(f.title, messages) as string,
      details: said(f.details, messages) as string | undefined,
    }));
}
