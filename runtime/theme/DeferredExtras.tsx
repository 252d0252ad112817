import { lazy, Suspense, useEffect, useState } from 'react';
import { usePage, useSite } from '../app/contexts.ts';
import { whenIdle } from '../app/idle.ts';
import { firstVisitDialogsDue } from './first-visit.ts';
import { watermarkOptions } from './watermark.ts';

const Lightbox = lazy(() => import('./Lightbox.tsx').then((m) => ({ default: m.Lightbox })));
const PageExtras = lazy(() => import('./PageExtras.tsx'));

/**
 * What no first paint needs, in chunks loaded once the browser is idle and only where a page calls for them: image
 * zoom where the content has images; the watermark and first-visit dialogs where one is due (a returning reader who
 * answered both downloads neither). Once loaded, a chunk stays mounted for the pages that follow.
 */
export function DeferredExtras() {
  const site = useSite();
  const page = usePage();
  const [idle, setIdle] = useState(false);
  const [wanted, setWanted] = useState({ lightbox: false, extras: false });
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (!idle) return;
    const lightbox = page.html.includes('<img');
    const extras =
      firstVisitDialogsDue(site, page) ||
      watermarkOptions(page.frontmatter.watermark, site.locale.title) !== null;
    setWanted((w) =>
      (lightbox && !w.lightbox) || (extras && !w.extras)
        ? { lightbox: w.lightbox || lightbox, extras: w.extras || extras }
        : w,
    );
  }, [idle, site, page]);
  return (
    <>
      {wanted.lightbox && (
        <Suspense fallback={null}>
          <Lightbox />
        </Suspense>
      )}
      {wanted.extras && (
        <Suspense fallback={null}>
          <PageExtras />
        </Suspense>
      )}
    </>
  );
}
