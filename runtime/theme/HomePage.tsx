import { useHref, usePage, useSite } from '../app/contexts.ts';
import { isExternal } from '../shared/routes.ts';
import { flattenLinks, sidebarFor } from '../shared/sidebar.ts';
import type { SidebarItem, SiteData } from '../shared/types.ts';
import { Content } from './Content.tsx';
import { Icon } from './Icon.tsx';
import { asStyle, ThemedBackground, ThemedImage } from './ThemedImage.tsx';

interface Action {
  text: string;
  link: string;
  type?: string;
  icon?: string;
}
interface Feature {
  title: string;
  details?: string;
  icon?: string;
  iconImage?: string;
  iconText?: string;
  link?: string;
  linkText?: string;
}
interface Panel {
  header?: string;
  description?: string;
  type?: 'order' | 'un-order' | 'no-order';
  features?: Feature[];
  highlights?: Feature[];
  color?: string;
  image?: string;
  imageDark?: string;
  bgImage?: string;
  bgImageDark?: string;
  bgImageStyle?: unknown;
}

const asArray = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const linkProps = (link: string) =>
  isExternal(link) ? { target: '_blank', rel: 'noopener noreferrer' } : {};

/** Feature titles are h3 under a panel's h2, and h2 in a panel without a header, so no heading level is skipped. */
function Items({
  items,
  type,
  level,
}: {
  items: Feature[];
  type?: Panel['type'];
  level: 'h2' | 'h3';
}) {
  const href = useHref();
  const Title = level;
  const body = items.map((f) => {
    const inner = (
      <>
        <Icon name={f.icon} className="feature-icon" />
        <FeatureMark feature={f} />
        <Title className="feature-title">{f.title}</Title>
        {f.details && <p dangerouslySetInnerHTML={{ __html: f.details }} />}
      </>
    );
    if (!f.link)
      return (
        <li key={f.title} className="feature">
          {inner}
        </li>
      );
    return (
      <li key={f.title} className="feature link">
        <a href={href(f.link)} {...linkProps(f.link)}>
          {inner}
          {f.linkText && (
            <span className="feature-link-text">
              {f.linkText}
              <Icon name="arrow-right" />
            </span>
          )}
        </a>
      </li>
    );
  });
  if (type === 'order') return <ol className="features ordered">{body}</ol>;
  if (type === 'no-order') return <ul className="features definition">{body}</ul>;
  return <ul className="features">{body}</ul>;
}

/** A feature's picture when it is not one of our icons: an image, or text such as an emoji. */
function FeatureMark({ feature }: { feature: Feature }) {
  const href = useHref();
  if (feature.iconImage)
    return (
      <img className="feature-icon" src={href(feature.iconImage)} alt="" width={48} height={48} />
    );
  if (feature.iconText)
    return (
      <span className="feature-icon feature-icon-text" aria-hidden="true">
        {feature.iconText}
      </span>
    );
  return null;
}

/**
 * A home page that names no actions and no features leads nowhere (VitePress's and Vitest's are one `<Home />`
 * component of their own, which is not drawn here): it gets one action, to the first page its sidebar lists under
 * `guide/`, where such sites start their readers, else to the first page it lists; without a sidebar of its own,
 * the locale's sidebars are looked at in turn. `actions: []` keeps it without.
 */
function startReading(site: SiteData, route: string): Action[] {
  // the home page's own sidebar, else (VitePress's sidebars by section leave the home without one) all of them
  const own = sidebarFor(route, site.locale.sidebar)?.items;
  const sidebars = own
    ? [own]
    : Object.values(site.locale.sidebar).filter((items): items is SidebarItem[] =>
        Array.isArray(items),
      );
  const links = sidebars.flatMap((items) => flattenLinks(items)).filter((l) => l.link !== route);
  const first = links.find((l) => l.link.startsWith(`${site.locale.prefix}guide/`)) ?? links[0];
  return first ? [{ text: site.locale.texts.startReading, link: first.link, type: 'primary' }] : [];
}

/** The hero's buttons: links to where a reader starts. */
function HeroActions({ actions }: { actions: Action[] }) {
  const href = useHref();
  return (
    <p className="hero-actions">
      {actions.map((a) => (
        <a
          key={a.link}
          className={`action-button ${a.type ?? 'default'}`}
          href={href(a.link)}
          {...linkProps(a.link)}
        >
          <Icon name={a.icon} />
          {a.text}
        </a>
      ))}
    </p>
  );
}

/** A band of features or highlights, with its own header, description and background. */
function HomePanel({ panel: p }: { panel: Panel }) {
  return (
    <section
      className={`home-panel${p.bgImage || p.bgImageDark ? ' with-background' : ''}`}
      style={p.color ? { color: p.color } : undefined}
    >
      <ThemedBackground light={p.bgImage} dark={p.bgImageDark} style={asStyle(p.bgImageStyle)} />
      <ThemedImage className="panel-image" light={p.image} dark={p.imageDark} />
      {p.header && <h2 className="panel-header">{p.header}</h2>}
      {p.description && (
        <p className="panel-description" dangerouslySetInnerHTML={{ __html: p.description }} />
      )}
      <Items
        items={p.features ?? p.highlights ?? []}
        type={p.type}
        level={p.header ? 'h3' : 'h2'}
      />
    </section>
  );
}

/** Hero, feature and highlight panels, then the markdown content. */
export function HomePage() {
  const site = useSite();
  const { frontmatter: fm, route } = usePage();
  const heroText =
    fm.heroText === null ? null : String(fm.heroText ?? site.locale.title ?? 'Hello');
  const panels: Panel[] = [
    ...(asArray<Feature>(fm.features).length ? [{ features: asArray<Feature>(fm.features) }] : []),
    ...asArray<Panel>(fm.highlights),
  ];
  const actions =
    fm.actions === undefined && !panels.length
      ? startReading(site, route)
      : asArray<Action>(fm.actions);
  return (
    <div className="home">
      <header
        className={`hero${fm.heroFullScreen ? ' full' : ''}${fm.bgImage || fm.bgImageDark ? ' with-background' : ''}`}
      >
        <ThemedBackground
          light={fm.bgImage}
          dark={fm.bgImageDark}
          style={asStyle(fm.bgImageStyle)}
        />
        <ThemedImage
          className="hero-image"
          light={fm.heroImage}
          dark={fm.heroImageDark}
          alt={String(fm.heroAlt ?? '')}
          style={asStyle(fm.heroImageStyle)}
        />
        {heroText && <h1 className="hero-title">{heroText}</h1>}
        {typeof fm.heroSubtitle === 'string' && <p className="hero-subtitle">{fm.heroSubtitle}</p>}
        {typeof fm.tagline === 'string' && (
          <p className="hero-tagline" dangerouslySetInnerHTML={{ __html: fm.tagline }} />
        )}
        {/* as VuePress's home: no tagline shows the site's description, and `tagline: null` none */}
        {fm.tagline === undefined && site.locale.description && (
          <p className="hero-tagline">{site.locale.description}</p>
        )}
        {actions.length > 0 && <HeroActions actions={actions} />}
      </header>
      {panels.map((p, i) => (
        <HomePanel key={i} panel={p} />
      ))}
      <div className="home-content">
        <Content />
      </div>
    </div>
  );
}
