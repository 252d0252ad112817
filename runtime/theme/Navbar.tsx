import { useEffect, useState } from 'react';
import { useHref, usePage, useSite } from '../app/contexts.ts';
import type { NavItem } from '../shared/types.ts';
import { ColorModeButton } from './ColorModeButton.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { useIsMobile, useNavbarHidden } from './hooks.ts';
import { Icon } from './Icon.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { NavLink, navLinkActive } from './NavLink.tsx';
import { NavMore } from './NavMore.tsx';
import { navbarFitScript, useNavbarFit } from './navbar-fit.ts';
import { RepoLink } from './RepoLink.tsx';
import { ReusedListItem } from './ReusedListItem.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ThemeColorPicker } from './ThemeColorPicker.tsx';

/** The navbar's items; in the phone menu a group is shown open, as a label over its links, so one tap reaches them. */
function NavItems({ items, expanded = false }: { items: NavItem[]; expanded?: boolean }) {
  const { route } = usePage();
  return (
    <>
      {items.map((item) => (
        <li key={item.text} className="nav-item">
          {!('children' in item) ? (
            <NavLink item={item} />
          ) : expanded ? (
            <div className="nav-group" role="group" aria-label={item.text}>
              <span className="nav-group-label" aria-hidden="true">
                <Icon name={item.icon} />
                {item.text}
              </span>
              <ul>
                {item.children.map((c) => (
                  <li key={c.link}>
                    <NavLink item={c} />
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <NavDropdown label={<span className="nav-text">{item.text}</span>} icon={item.icon}>
              {item.children.map((c) => (
                <ReusedListItem key={c.link} reuseKey={c} same={!navLinkActive(c, route)}>
                  <NavLink item={c} />
                </ReusedListItem>
              ))}
            </NavDropdown>
          )}
        </li>
      ))}
    </>
  );
}

/** The phone menu's state: closed on navigation and on a wide screen, marked on the document while open. */
function useMobileMenu(route: string, isMobile: boolean) {
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [route]);
  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);
  useEffect(() => {
    document.documentElement.classList.toggle('menu-open', menuOpen);
  }, [menuOpen]);
  return [menuOpen, setMenuOpen] as const;
}

/** The full-screen menu on a phone: the navbar's items open, and its tools. */
function MobileMenu() {
  const site = useSite();
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label={site.locale.texts.menu}>
      <ul>
        <NavItems items={site.locale.navbar} expanded />
      </ul>
      <div className="mobile-menu-tools">
        <LanguageMenu expanded />
        <RepoLink />
        <ThemeColorPicker />
        <ColorModeButton />
        <FullscreenButton />
      </div>
    </nav>
  );
}

export function Navbar({
  hasSidebar,
  onToggleSidebar,
}: {
  hasSidebar: boolean;
  onToggleSidebar: () => void;
}) {
  const site = useSite();
  const { route } = usePage();
  const href = useHref();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useMobileMenu(route, isMobile);
  const hidden = useNavbarHidden(isMobile && !menuOpen);
  const { texts } = site.locale;
  useNavbarFit(site.locale.prefix);

  // the menu is the navbar's sibling, not its child: a fixed element inside a header with a backdrop filter or a
  // transform would be positioned against the header's box instead of the viewport
  return (
    <>
      <header className={`navbar${hidden ? ' hidden' : ''}`}>
        {hasSidebar && (
          <button
            type="button"
            className="nav-button sidebar-toggle"
            onClick={onToggleSidebar}
            aria-label={texts.sidebar}
          >
            <Icon name="panel-left" />
          </button>
        )}
        <a className="brand" href={href(site.locale.prefix)}>
          {site.logo && (
            <img className="logo" src={href(site.logo)} alt="" width={32} height={32} />
          )}
          <span className="site-name">{site.locale.title}</span>
        </a>
        <div className="navbar-end">
          {site.search.provider !== 'none' && <SearchBox />}
          <nav className="navbar-links" aria-label={texts.mainNavigation}>
            <ul>
              <NavItems items={site.locale.navbar} />
            </ul>
          </nav>
          <div className="navbar-tools">
            <LanguageMenu />
            <RepoLink />
            <ThemeColorPicker />
            <ColorModeButton />
            <FullscreenButton />
          </div>
          <NavMore />
          <button
            type="button"
            className="nav-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={texts.menu}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Icon name={menuOpen ? 'x' : 'menu'} />
          </button>
        </div>
      </header>
      {/* runs as the parser reaches it, before the first paint; the client refits on its own after hydration */}
      <script dangerouslySetInnerHTML={{ __html: navbarFitScript() }} />
      {menuOpen && <MobileMenu />}
    </>
  );
}
