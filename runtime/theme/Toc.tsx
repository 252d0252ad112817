import { useEffect, useRef, useState } from 'react';
import { usePage, useTexts } from '../app/contexts.ts';
import type { Header } from '../shared/types.ts';
import { tocHeaders, useActiveHeading } from './active-heading.ts';
import { Icon } from './Icon.tsx';
import { withBreakPoints } from './break-points.tsx';

function TocList({ headers, active }: { headers: Header[]; active: string }) {
  return (
    <ul>
      {headers.map((h) => (
        <li key={h.slug}>
          <a
            href={`#${h.slug}`}
            className={`toc-link level-${h.level}${active === h.slug ? ' active' : ''}`}
            aria-current={active === h.slug ? 'location' : undefined}
          >
            {withBreakPoints(h.title)}
          </a>
          {h.children.length > 0 && <TocList headers={h.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

export function Toc() {
  const page = usePage();
  const texts = useTexts();
  const [open, setOpen] = useState(true);
  const listRef = useRef<HTMLDivElement>(null);
  const depth = Number(page.frontmatter.headerDepth ?? 2);
  const headers = tocHeaders(page.headers, depth);
  const active = useActiveHeading(headers);

  // the marker slides to the active entry; with none active it rests above the list at --toc-marker-offset
  useEffect(() => {
    const box = listRef.current;
    const link = box?.querySelector<HTMLElement>('.toc-link.active');
    if (!box) return;
    if (!link) {
      box.style.removeProperty('--toc-marker-top');
      return;
    }
    // the list is the links' offset parent, so offsetTop counts from its top edge, scrolled or not
    const top = link.offsetTop;
    box.style.setProperty('--toc-marker-top', `${top}px`);
    box.style.setProperty('--toc-marker-height', `${link.offsetHeight}px`);
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - link.offsetHeight)
      box.scrollTop = top - box.clientHeight / 2;
  }, [active, open]);

  if (page.frontmatter.toc === false || !headers.length) return null;
  return (
    <aside className="toc" aria-label={texts.toc}>
      <div className="toc-header">
        <button
          type="button"
          className="toc-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {texts.toc}
          <Icon name="chevron-down" className={`arrow${open ? '' : ' up'}`} />
        </button>
        {page.frontmatter.print !== false && (
          <button
            type="button"
            className="toc-print"
            onClick={() => window.print()}
            aria-label={texts.print}
            title={texts.print}
          >
            <Icon name="printer" />
          </button>
        )}
      </div>
      <div className="toc-list" ref={listRef} hidden={!open}>
        <span className="toc-marker" aria-hidden="true" />
        <TocList headers={headers} active={active} />
      </div>
    </aside>
  );
}
