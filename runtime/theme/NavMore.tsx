import type { ReactElement } from 'react';
import { usePage, useSite } from '../app/contexts.ts';
import type { NavItem } from '../shared/types.ts';
import { ColorModeButton } from './ColorModeButton.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { NavLink, navLinkActive } from './NavLink.tsx';
import { RepoLink } from './RepoLink.tsx';
import { ReusedListItem } from './ReusedListItem.tsx';
import { ThemeColorPicker } from './ThemeColorPicker.tsx';

/** A navbar item as rows of the "more" menu: a link, or a group's name over its links. */
function linkRows(item: NavItem, route: string): ReactElement[] {
  if (!('children' in item))
    return [
      <li key={item.text} className="nav-more-link">
        <NavLink item={item} />
      </li>,
    ];
  return [
    <li key={item.text} className="nav-more-link nav-more-group">
      <span>{item.text}</span>
    </li>,
    ...item.children.map((child) => (
      <ReusedListItem
        key={`${item.text} ${child.link}`}
        className="nav-more-link nav-more-child"
        reuseKey={child}
        variant="more"
        same={!navLinkActive(child, route)}
      >
        <NavLink item={child} />
      </ReusedListItem>
    )),
  ];
}

/**
 * The navbar's overflow menu. It holds every link and tool; the navbar-fit stages in force (see navbar-fit.ts)
 * decide in CSS which rows show, so the server's HTML and the first paint already agree with the client.
 */
export function NavMore() {
  const site = useSite();
  const { route } = usePage();
  return (
    <NavDropdown
      className="nav-more"
      icon="ellipsis"
      label={null}
      ariaLabel={site.locale.texts.more}
    >
      {site.locale.navbar.flatMap((item) => linkRows(item, route))}
      <li className="nav-more-tool">
        <LanguageMenu expanded />
      </li>
      <li className="nav-more-tool nav-more-buttons">
        <RepoLink />
        <ColorModeButton />
        <FullscreenButton />
      </li>
      <li className="nav-more-tool">
        <ThemeColorPicker expanded />
      </li>
    </NavDropdown>
  );
}
