import { useEffect, useRef, useState } from 'react';
import { usePage, useTexts } from '../app/contexts.ts';
import type { Header } from '../shared/types.ts';
import { throttle } from './hooks.ts';
import { Icon } from './Icon.tsx';

export const TOC_SCROLL_THROTTLE = 200;
export const TOC_SCROLL_OFFSET = 5;

/** Headers down to `depth` levels below h1 (depth 2 → h2 and h3). */
export function tocHeaders(headers: Header[], depth: number): Header[] {
  const max = depth + 1;
  return headers.filter((h) => h.level <= max).map((h) => ({ ...h, children: tocHeaders(h.children, depth) }));
}

function flat(headers: Header[]): Header[] {
  return headers.flatMap((h) => [h, ...flat(h.children)]);
}

/** The slug of the last heading whose top has scrolled past the offset below the navbar. */
function activeSlug(slugs: string[]): string {
  // headings scrolled to land at the scroll padding (below the navbar); active means at or above it, plus 5 px
  const offset = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + TOC_SCROLL_OFFSET;
  let active = '';
  for (const slug of slugs) {
    const el = document.getElementById(slug);
    if (el && el.getBoundingClientRect().top <= offset + 1) active = slug;
  }
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && slugs.length) active = slugs[slugs.length - 1];
  return active;
}

function TocList({ headers, active }: { headers: Header[]; active: string }) {
  return (
    <ul>
      {headers.map((h) => (
        <li key={h.slug}>
          <a href={`#${h.slug}`} className={`toc-link level-${h.level}${active === h.slug ? ' active' : ''}`} aria-current={active === h.slug ? 'location' : undefined}>{h.title}</a>
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
  const [active, setActive] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const depth = Number(page.frontmatter.headerDepth ?? 2);
  const headers = tocHeaders(page.headers, depth);
  const slugs = flat(headers).map((h) => h.slug);
  const key = slugs.join('|');

  useEffect(() => {
    const update = throttle(() => setActive(activeSlug(slugs)), TOC_SCROLL_THROTTLE);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('hashchange', update);
    return () => { window.removeEventListener('scroll', update); window.removeEventListener('hashchange', update); };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const link = listRef.current?.querySelector<HTMLElement>('.toc-link.active');
    const box = listRef.current;
    if (!link || !box) return;
    const top = link.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - link.offsetHeight) box.scrollTop = top - box.clientHeight / 2;
  }, [active]);

  if (page.frontmatter.toc === false || !headers.length) return null;
  return (
    <aside className="toc" aria-label={texts.toc}>
      <div className="toc-header">
        <button type="button" className="toc-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {texts.toc}<Icon name="chevron-down" className={`arrow${open ? '' : ' up'}`} />
        </button>
        {page.frontmatter.print !== false && (
          <button type="button" className="toc-print" onClick={() => window.print()} aria-label={texts.print} title={texts.print}><Icon name="printer" /></button>
        )}
      </div>
      <div className="toc-list" ref={listRef} hidden={!open}><TocList headers={headers} active={active} /></div>
    </aside>
  );
}
