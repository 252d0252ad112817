import { useEffect, useState } from 'react';
import { usePage, useRouter, useSite, useHref } from '../app/contexts.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { languageOffer } from './first-visit.ts';
import { counterpartLink, rememberLanguage } from './LanguageMenu.tsx';

/**
 * Offers the reader's own language when their browser prefers another locale of the site and they have not
 * chosen before. Switch stores the choice; Cancel stores it for this session; Remember makes either persistent.
 */
export function LanguageRedirect({ onSettled }: { onSettled(): void }) {
  const site = useSite();
  const page = usePage();
  const router = useRouter();
  const href = useHref();
  const [target, setTarget] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    const offer = languageOffer(site);
    setTarget(offer);
    if (!offer) onSettled();
  }, [site, onSettled]);
  if (!target) return null;
  const other = site.locales.find((l) => l.prefix === target)!;
  // the prompt speaks the language the reader's browser asked for
  const texts = other.redirect;
  const choose = (prefix: string) => {
    rememberLanguage(prefix, remember);
    setTarget(null);
    onSettled();
  };
  return (
    <ModalDialog
      className="language-redirect"
      labelledBy="language-redirect-title"
      lang={other.lang}
      onDismiss={() => choose(site.locale.prefix)}
    >
      <h2 id="language-redirect-title">{texts.langRedirectTitle}</h2>
      <p>{texts.langRedirectText}</p>
      <label className="remember">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{' '}
        {texts.langRedirectRemember}
      </label>
      <div className="actions">
        <button
          type="button"
          className="action-button default"
          onClick={() => choose(site.locale.prefix)}
        >
          {texts.langRedirectCancel}
        </button>
        <button
          type="button"
          className="action-button primary"
          onClick={() => {
            choose(target);
            void router.navigate(
              href(counterpartLink(page.route, site.locale.prefix, target, site.routes)),
            );
          }}
        >
          {texts.langRedirectSwitch}
        </button>
      </div>
    </ModalDialog>
  );
}
