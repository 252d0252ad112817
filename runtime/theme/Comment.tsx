import { useEffect, useRef, useState } from 'react';
import { usePage, useSite } from '../app/contexts.ts';

const GISCUS_ORIGIN = 'https://giscus.app';
const giscusTheme = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/**
 * The discussion of this page (giscus, keyed by path). It is an outside service, so nothing is fetched until the
 * reader asks; a failure says so plainly. Rendered only when the site sets repo, repoId, category and categoryId.
 */
export function Comment() {
  const site = useSite();
  const page = usePage();
  const c = site.comments;
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const box = useRef<HTMLDivElement>(null);
  const origin = c?.origin ? new URL(c.origin).origin : GISCUS_ORIGIN;
  useEffect(() => setState('idle'), [page.route]);
  useEffect(() => {
    if (state !== 'loading') return;
    const observer = new MutationObserver(() => {
      const frame = box.current?.querySelector<HTMLIFrameElement>('iframe.giscus-frame');
      frame?.contentWindow?.postMessage(
        { giscus: { setConfig: { theme: giscusTheme() } } },
        origin,
      );
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    return () => observer.disconnect();
  }, [state, origin]);
  if (!c?.repo || !c.repoId || !c.category || !c.categoryId || page.frontmatter.comment === false)
    return null;
  const texts = site.locale.texts;
  const load = async () => {
    setState('loading');
    // the language table is needed only now: it stays out of the first-visit bundle
    const { giscusLanguage } = await import('./giscus-languages.ts');
    const script = document.createElement('script');
    script.src = `${origin}/client.js`;
    script.async = true;
    script.crossOrigin = 'anonymous';
    Object.entries({
      repo: c.repo!,
      'repo-id': c.repoId!,
      category: c.category!,
      'category-id': c.categoryId!,
      mapping: 'pathname',
      'reactions-enabled': '1',
      'input-position': 'top',
      theme: giscusTheme(),
      lang: giscusLanguage(site.locale.lang),
      loading: 'lazy',
    }).forEach(([k, v]) => script.setAttribute(`data-${k}`, v));
    script.onerror = () => setState('failed');
    box.current?.replaceChildren(script);
  };
  return (
    <section className="comments" aria-label={texts.comments}>
      <h2 className="comments-title">{texts.comments}</h2>
      {state === 'idle' && (
        <button type="button" className="action-button default" onClick={() => void load()}>
          {texts.loadComments}
        </button>
      )}
      {state === 'failed' && (
        <p className="comments-failed" role="alert">
          {texts.commentsFailed}
        </p>
      )}
      <div ref={box} className="giscus" />
    </section>
  );
}
