import { useEffect } from 'react';
import { useHref, usePage, useRouter, useSite } from '../app/contexts.ts';
import { prevNext } from '../shared/sidebar.ts';
import type { SidebarItem } from '../shared/types.ts';
import { Icon } from './Icon.tsx';

type Target = { text: string; link: string; icon?: string } | undefined;

/**
 * Front matter `prev`/`next` override the sidebar order: a page path, `{ text, link }` (either may be left out),
 * other text (VitePress's way to rename the sidebar's neighbour), or false to hide.
 */
function override(
  value: unknown,
  fallback: Target,
  routes: Record<string, { title?: string; icon?: string }>,
): Target {
  if (value === false) return undefined;
  if (typeof value === 'string') {
    if (routes[value])
      return { text: routes[value].title ?? value, link: value, icon: routes[value].icon };
    return fallback && { ...fallback, text: value };
  }
  if (value && typeof value === 'object') {
    const { text, link } = value as { text?: unknown; link?: unknown };
    const target =
      typeof link === 'string'
        ? routes[link]
          ? { text: routes[link].title ?? link, link, icon: routes[link].icon }
          : { text: link, link }
        : fallback;
    return target && (typeof text === 'string' ? { ...target, text } : target);
  }
  return fallback;
}

/** Previous/next links from the sidebar order; Alt+Left and Alt+Right follow them. */
export function PageNav({ sidebar }: { sidebar: SidebarItem[] }) {
  const site = useSite();
  const page = usePage();
  const router = useRouter();
  const href = useHref();
  const found = prevNext(sidebar, page.route);
  const prev = override(page.frontmatter.prev, found.prev, site.routes);
  const next = override(page.frontmatter.next, found.next, site.routes);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.key === 'ArrowRight' ? next : e.key === 'ArrowLeft' ? prev : undefined;
      if (!target) return;
      const el = e.target as HTMLElement;
      if (el.closest('input, textarea, select, [contenteditable="true"]')) return;
      e.preventDefault();
      void router.navigate(href(target.link));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [prev, next, router]);
  if (!prev && !next) return null;
  const texts = site.locale.texts;
  return (
    <nav className="page-nav" aria-label={`${texts.prev} / ${texts.next}`}>
      {prev ? (
        <a className="prev" href={href(prev.link)} rel="prev">
          <span className="hint">
            <Icon name="arrow-left" />
            {texts.prev}
          </span>
          <span className="title">
            <Icon name={prev.icon} />
            {prev.text}
          </span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="next" href={href(next.link)} rel="next">
          <span className="hint">
            {texts.next}
            <Icon name="arrow-right" />
          </span>
          <span className="title">
            <Icon name={next.icon} />
            {next.text}
          </span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
