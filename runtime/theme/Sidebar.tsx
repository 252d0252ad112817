import { useEffect, useState } from 'react';
import { useHref, usePage, useSite, useSitePart, useTexts } from '../app/contexts.ts';
import { isExternal } from '../shared/routes.ts';
import { activeGroupIndex, containsRoute } from '../shared/sidebar.ts';
import type { Header, SidebarItem } from '../shared/types.ts';
import { tocHeaders, useActiveHeading } from './active-heading.ts';
import { Icon } from './Icon.tsx';
import { ReusedListItem } from './ReusedListItem.tsx';

function HeaderList({ headers, active }: { headers: Header[]; active: string }) {
  return (
    <ul className="sidebar-headers">
      {headers.map((h) => (
        <li key={h.slug}>
          <a
            href={`#${h.slug}`}
            className={`sidebar-header-link${active === h.slug ? ' active' : ''}`}
            aria-current={active === h.slug ? 'location' : undefined}
          >
            {h.title}
          </a>
          {h.children.length > 0 && <HeaderList headers={h.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** The open page's h2 and h3 (sidebar header depth 2, or the page's headerDepth) under its link, following the scroll. */
function PageHeaders() {
  const page = usePage();
  const headers = tocHeaders(page.headers, Number(page.frontmatter.headerDepth ?? 2));
  const active = useActiveHeading(headers);
  return headers.length ? <HeaderList headers={headers} active={active} /> : null;
}

function SidebarLink({ item, route }: { item: SidebarItem; route: string }) {
  const href = useHref();
  const texts = useTexts();
  const active = item.link === route;
  // a link elsewhere (VitePress sidebars hold some) opens in a new tab, as the navbar's do
  const external = isExternal(item.link!);
  return (
    <>
      <a
        className={`sidebar-link${active ? ' active' : ''}`}
        href={href(item.link!)}
        aria-current={active ? 'page' : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Icon name={item.icon} />
        <span>{item.text}</span>
        {external && (
          <Icon name="external-link" className="external-icon" label={texts.opensInNewTab} />
        )}
      </a>
      {active && <PageHeaders />}
    </>
  );
}

/**
 * A group's heading: its page's link when it has one (a folder's index page), with the toggle beside it as an arrow
 * named after the group; otherwise the toggle itself, or plain text when the group does not fold.
 */
function GroupHeading({
  item,
  route,
  collapsible,
  open,
  controls,
  onToggle,
}: {
  item: SidebarItem;
  route: string;
  collapsible: boolean;
  open: boolean;
  /** The id of the group's list, absent while the list is not rendered (a closed group). */
  controls: string | undefined;
  onToggle: () => void;
}) {
  const href = useHref();
  const texts = useTexts();
  const label = (
    <>
      <Icon name={item.icon} />
      <span>{item.text}</span>
    </>
  );
  const arrow = <Icon name="chevron-right" className={`arrow${open ? ' down' : ''}`} />;
  if (item.link) {
    const current = item.link === route;
    return (
      <div className="sidebar-heading-row">
        <a
          className={`sidebar-heading${current ? ' active' : ''}`}
          href={href(item.link)}
          aria-current={current ? 'page' : undefined}
        >
          {label}
        </a>
        {collapsible && (
          <button
            type="button"
            className="sidebar-group-toggle"
            aria-expanded={open}
            aria-controls={controls}
            onClick={onToggle}
            aria-label={texts.expandGroup.replace('$name', item.text)}
          >
            {arrow}
          </button>
        )}
      </div>
    );
  }
  if (!collapsible) return <p className="sidebar-heading static">{label}</p>;
  return (
    <button
      type="button"
      className="sidebar-heading"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {label}
      {arrow}
    </button>
  );
}

function SidebarGroup({
  item,
  index,
  route,
  open,
  active,
  onToggle,
}: {
  item: SidebarItem;
  /** Its place in the sidebar, which names its list: texts in other scripts than Latin would all give one id. */
  index: number;
  route: string;
  open: boolean;
  active: boolean;
  onToggle: () => void;
}) {
  const collapsible = item.collapsible !== false;
  const id = `sidebar-group-${index}`;
  const shown = !collapsible || open;
  return (
    <section className={`sidebar-group${active ? ' active' : ''}`}>
      <GroupHeading
        item={item}
        route={route}
        collapsible={collapsible}
        open={open}
        controls={shown ? id : undefined}
        onToggle={onToggle}
      />
      {/* a closed group's links are not rendered at all: large sidebars would otherwise repeat in every page */}
      {shown && (
        <ul id={id} className="sidebar-links">
          {item.children?.map((child, i) => (
            <ReusedListItem
              key={child.link ?? `${child.text}-${i}`}
              reuseKey={child}
              same={!containsRoute(child, route)}
            >
              {child.children ? (
                <NestedGroup item={child} route={route} />
              ) : (
                <SidebarLink item={child} route={route} />
              )}
            </ReusedListItem>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Nested groups open with the page inside them and otherwise toggle on their own. */
function NestedGroup({ item, route }: { item: SidebarItem; route: string }) {
  const texts = useTexts();
  const [open, setOpen] = useState(containsRoute(item, route) || Boolean(item.expanded));
  useEffect(() => {
    if (containsRoute(item, route)) setOpen(true);
  }, [item, route]);
  return (
    <div className="sidebar-subgroup">
      {item.link ? <SidebarLink item={item} route={route} /> : null}
      {/* beside its own link the toggle shows only an arrow, so it is named after the group */}
      <button
        type="button"
        className="sidebar-subheading"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        aria-label={item.link ? texts.expandGroup.replace('$name', item.text) : undefined}
      >
        {!item.link && (
          <>
            <Icon name={item.icon} />
            <span>{item.text}</span>
          </>
        )}
        <Icon name="chevron-right" className={`arrow${open ? ' down' : ''}`} />
      </button>
      {open && (
        <ul className="sidebar-links">
          {item.children?.map((child, i) => (
            <ReusedListItem
              key={child.link ?? i}
              reuseKey={child}
              same={!containsRoute(child, route)}
            >
              {child.children ? (
                <NestedGroup item={child} route={route} />
              ) : (
                <SidebarLink item={child} route={route} />
              )}
            </ReusedListItem>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One group open at a time; the current page's group opens on every navigation. A group set `expanded` (VitePress's
 * `collapsed: false`) starts open on every page and folds on its own.
 */
export function Sidebar({ items, open }: { items: SidebarItem[]; open: boolean }) {
  const site = useSite();
  const { route } = usePage();
  const current = activeGroupIndex(items, route);
  const [openGroup, setOpenGroup] = useState(current);
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setOpenGroup(current), [current, route]);
  const isOpen = (item: SidebarItem, i: number) =>
    openGroup === i || item.collapsible === false || (Boolean(item.expanded) && !folded.has(i));
  const toggle = (item: SidebarItem, i: number) => {
    if (!item.expanded) {
      setOpenGroup(openGroup === i ? -1 : i);
      return;
    }
    const next = new Set(folded);
    if (isOpen(item, i)) next.add(i);
    else next.delete(i);
    setFolded(next);
    if (openGroup === i) setOpenGroup(-1);
  };
  const href = useHref();
  const top = site.slots?.sidebarTop;
  const Top = useSitePart(top?.component);
  const sponsor = `${site.locale.prefix}guide/sponsor`;
  return (
    <aside
      id="sidebar"
      className={`sidebar${open ? ' open' : ''}`}
      aria-label={site.locale.texts.sidebar}
    >
      {Top && <Top {...top?.props} />}
      {/* named, so it stays told apart from a page's own unnamed list of links (`[[toc]]` on Rollup's pages) */}
      <nav aria-label={site.locale.texts.sidebar}>
        <ul className="sidebar-items">
          {items.map((item, i) => (
            // a group's list is named after its place; a group holding the page opens with it
            <ReusedListItem
              key={item.link ?? item.text}
              reuseKey={item}
              variant={String(i)}
              same={!containsRoute(item, route)}
            >
              {item.children ? (
                <SidebarGroup
                  item={item}
                  index={i}
                  route={route}
                  active={current === i}
                  open={isOpen(item, i)}
                  onToggle={() => toggle(item, i)}
                />
              ) : (
                <SidebarLink item={item} route={route} />
              )}
            </ReusedListItem>
          ))}
        </ul>
      </nav>
      {sponsor in site.routes && (
        <a className="sidebar-sponsor" href={href(sponsor)}>
          <Icon name="heart" />
          <span>{site.locale.texts.sponsor}</span>
        </a>
      )}
    </aside>
  );
}
