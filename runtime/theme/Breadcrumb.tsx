import { useHref, usePage, useSite } from '../app/contexts.ts';
import { buildBreadcrumb } from '../shared/breadcrumb.ts';
import { Icon } from './Icon.tsx';
import { withBreakPoints } from './break-points.tsx';

/** Shown when enabled (default on) and when there is more than one crumb. */
export function Breadcrumb() {
  const site = useSite();
  const page = usePage();
  const href = useHref();
  if ((page.frontmatter.breadcrumb ?? site.breadcrumb) === false) return null;
  const crumbs = buildBreadcrumb(page.route, site.locale.prefix, site.routes, site.locale.texts);
  if (crumbs.length < 2) return null;
  const showIcons = page.frontmatter.breadcrumbIcon !== false;
  return (
    <nav className="breadcrumb" aria-label={site.locale.texts.breadcrumb}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.link}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">
                {showIcons && <Icon name={c.icon} />}
                {withBreakPoints(c.title)}
              </span>
            ) : (
              <a href={href(c.link)}>
                {showIcons && <Icon name={c.icon} />}
                {withBreakPoints(c.title)}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
