import { useEffect, useState } from 'react';
import { useHref, usePage, useSite } from '../app/contexts.ts';
import type { NavItem } from '../shared/types.ts';
import { ColorModeButton } from './ColorModeButton.tsx';
import { useIsMobile, useNavbarHidden } from './hooks.ts';
import { Icon } from './Icon.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { NavLink } from './NavLink.tsx';
import { RepoLink } from './RepoLink.tsx';
import { SearchBox } from './SearchBox.tsx';

function NavItems({ items }: { items: NavItem[] }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.text} className="nav-item">
          {'children' in item
            ? <NavDropdown label={item.text} icon={item.icon}>{item.children.map((c) => <li key={c.link}><NavLink item={c} /></li>)}</NavDropdown>
            : <NavLink item={item} />}
        </li>
      ))}
    </>
  );
}

export function Navbar({ hasSidebar, onToggleSidebar }: { hasSidebar: boolean; onToggleSidebar: () => void }) {
  const site = useSite();
  const { route } = usePage();
  const href = useHref();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useNavbarHidden(isMobile && !menuOpen);
  useEffect(() => setMenuOpen(false), [route]);
  useEffect(() => { if (!isMobile) setMenuOpen(false); }, [isMobile]);
  useEffect(() => {
    document.documentElement.classList.toggle('menu-open', menuOpen);
  }, [menuOpen]);
  const { texts } = site.locale;

  return (
    <header className={`navbar${hidden ? ' hidden' : ''}`}>
      {hasSidebar && (
        <button type="button" className="nav-button sidebar-toggle" onClick={onToggleSidebar} aria-label={texts.sidebar}>
          <Icon name="panel-left" />
        </button>
      )}
      <a className="brand" href={href(site.locale.prefix)}>
        {site.logo && <img className="logo" src={href(site.logo)} alt="" width={32} height={32} />}
        <span className="site-name">{site.locale.title}</span>
      </a>
      <div className="navbar-end">
        <SearchBox />
        <nav className="navbar-links" aria-label="Main">
          <ul><NavItems items={site.locale.navbar} /></ul>
        </nav>
        <div className="navbar-tools">
          <LanguageMenu />
          <RepoLink />
          <ColorModeButton />
        </div>
        <button type="button" className="nav-button menu-toggle" aria-expanded={menuOpen} aria-controls="mobile-menu"
          aria-label={texts.menu} onClick={() => setMenuOpen(!menuOpen)}>
          <Icon name={menuOpen ? 'x' : 'menu'} />
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu" aria-label={texts.menu}>
          <ul><NavItems items={site.locale.navbar} /></ul>
          <div className="mobile-menu-tools"><LanguageMenu /><RepoLink /><ColorModeButton /></div>
        </nav>
      )}
    </header>
  );
}
