import { useHref, usePage, useTexts } from '../app/contexts.ts';
import { isExternal } from '../shared/routes.ts';
import type { NavLink as NavLinkData } from '../shared/types.ts';
import { Icon } from './Icon.tsx';

/** Whether a navbar link is the current page's or a folder above it. */
export function navLinkActive(item: NavLinkData, route: string): boolean {
  if (isExternal(item.link)) return false;
  const { link } = item;
  return link === route || (link.endsWith('/') && link.length > 1 && route.startsWith(link));
}

/** A navbar or menu link: active when the current route is under it; external links open in a new tab. */
export function NavLink({
  item,
  className = 'nav-link',
}: {
  item: NavLinkData;
  className?: string;
}) {
  const { route } = usePage();
  const href = useHref();
  const external = isExternal(item.link);
  const active = navLinkActive(item, route);
  return (
    <a
      className={`${className}${active ? ' active' : ''}`}
      href={href(item.link)}
      aria-current={active ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Icon name={item.icon} />
      <span className="nav-text">{item.text}</span>
      {external && (
        <Icon name="external-link" className="external-icon" label={useTexts().opensInNewTab} />
      )}
    </a>
  );
}
