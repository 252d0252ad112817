// What decides whether a first-visit dialog opens, in one place: the dialogs ask it when they mount, and the layout
// asks it first so a returning reader, who has answered both, never downloads the dialogs at all.
import { noticeFor, noticeStorageKey } from '../shared/notice.ts';
import { preferredLocale } from '../shared/language-redirect.ts';
import type { NoticeEntry, PageData, SiteData } from '../shared/types.ts';
import { LANGUAGE_CHOICE_KEY } from './LanguageMenu.tsx';

export function noticeStorage(notice: NoticeEntry): Storage {
  return notice.showOnce ? localStorage : sessionStorage;
}

/** The page's notice when the reader has not closed it yet (in this session, or ever for a show-once notice). */
export function pendingNotice(site: SiteData, route: string): NoticeEntry | null {
  const notice = noticeFor(route, site.locale.notices);
  if (!notice) return null;
  try {
    return noticeStorage(notice).getItem(noticeStorageKey(notice, site.locale.prefix))
      ? null
      : notice;
  } catch {
    return null;
  }
}

/** The locale to offer the reader, or null when they chose one before or their browser prefers this one. */
export function languageOffer(site: SiteData): string | null {
  let chosen: string | null = null;
  try {
    chosen =
      localStorage.getItem(LANGUAGE_CHOICE_KEY) ?? sessionStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    /* storage may be off */
  }
  if (chosen) return null;
  const wanted = preferredLocale(
    navigator.languages ?? [navigator.language],
    site.locales,
    site.locale.prefix,
  );
  // the configured redirect locale is the one offered when the browser asks for it
  return wanted &&
    (!site.redirectLocale ||
      wanted === site.redirectLocale ||
      site.locale.prefix === site.redirectLocale)
    ? wanted
    : null;
}

export const firstVisitDialogsDue = (site: SiteData, page: PageData): boolean =>
  languageOffer(site) !== null || pendingNotice(site, page.route) !== null;
