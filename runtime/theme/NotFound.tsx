import { useEffect, useState } from 'react';
import { useHref, useSite } from '../app/contexts.ts';
import { Navbar } from './Navbar.tsx';
import { SkipLink } from './SkipLink.tsx';

/** 404 with one of the locale's hints chosen at random (after hydration, so server and client agree first). */
export function NotFound() {
  const site = useSite();
  const texts = site.locale.texts;
  const href = useHref();
  const [hint, setHint] = useState(texts.notFoundHints[0]);
  useEffect(
    () => setHint(texts.notFoundHints[Math.floor(Math.random() * texts.notFoundHints.length)]),
    [texts],
  );
  return (
    <div className="theme-container no-sidebar not-found-page">
      <SkipLink />
      <Navbar hasSidebar={false} onToggleSidebar={() => undefined} />
      <main id="main-content" className="not-found" tabIndex={-1}>
        <p className="error-code" aria-hidden="true">
          404
        </p>
        <h1>{texts.notFoundTitle}</h1>
        <p className="error-hint">{hint}</p>
        <div className="actions">
          <button type="button" className="action-button default" onClick={() => history.back()}>
            {texts.goBack}
          </button>
          <a className="action-button primary" href={href(site.locale.prefix)}>
            {texts.goHome}
          </a>
        </div>
      </main>
    </div>
  );
}
