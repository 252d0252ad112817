import { useHref, usePage, useSite } from '../app/contexts.ts';

/**
 * Above a translation behind its source: that it was made from an older version, with a link to the source. Above a
 * source page served in place of a missing translation: that it is not translated yet. In the reader's language; the
 * page's text below keeps the source's (Content marks it).
 */
export function TranslationNotice() {
  const page = usePage();
  const texts = useSite().locale.texts;
  const href = useHref();
  const t = page.translation;
  if (!t) return null;
  const say = (text: string) => text.replaceAll('$lang', t.language);
  return (
    <p className={`translation-notice ${t.state}`} role="note">
      {say(t.state === 'outdated' ? texts.translationOutdated : texts.translationFallback)}
      {t.state === 'outdated' && (
        <>
          {' '}
          <a href={href(t.source)} hrefLang={t.lang}>
            {say(texts.translationReadSource)}
          </a>
        </>
      )}
    </p>
  );
}
