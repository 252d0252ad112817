import { useHref, usePage, useSite } from '../app/contexts.ts';
import { switchLocale } from '../shared/routes.ts';
import { Icon } from './Icon.tsx';
import { NavDropdown } from './NavDropdown.tsx';

export const LANGUAGE_CHOICE_KEY = 'docs-build-language';

/** The same page in another locale when it exists there, otherwise that locale's home. */
export function counterpartLink(
  route: string,
  from: string,
  to: string,
  routes: Record<string, unknown>,
): string {
  const candidate = switchLocale(route, from, to);
  return candidate in routes ? candidate : to;
}

export function rememberLanguage(prefix: string, persistent = true) {
  try {
    (persistent ? localStorage : sessionStorage).setItem(LANGUAGE_CHOICE_KEY, prefix);
  } catch {
    /* storage may be off */
  }
}

/** The language switch: a navbar dropdown, or (in the phone menu) the list of languages itself. */
export function LanguageMenu({ expanded = false }: { expanded?: boolean }) {
  const site = useSite();
  const page = usePage();
  const href = useHref();
  if (site.locales.length < 2) return null;
  const current = site.locales.find((l) => l.prefix === site.locale.prefix);
  const links = site.locales.map((l) => (
    <li key={l.prefix}>
      <a
        className={`nav-link${l.prefix === site.locale.prefix ? ' active' : ''}`}
        lang={l.lang}
        hrefLang={l.lang}
        aria-current={l.prefix === site.locale.prefix ? 'true' : undefined}
        href={href(counterpartLink(page.route, site.locale.prefix, l.prefix, site.routes))}
        onClick={() => rememberLanguage(l.prefix)}
      >
        {l.name}
      </a>
    </li>
  ));
  if (expanded)
    return (
      <div className="language-list">
        <Icon name="languages" />
        <ul aria-label={site.locale.texts.selectLanguage}>{links}</ul>
      </div>
    );
  return (
    <NavDropdown
      className="language-menu"
      label={<span className="nav-label">{current?.name}</span>}
      icon="languages"
      ariaLabel={`${current?.name}: ${site.locale.texts.selectLanguage}`}
    >
      {links}
    </NavDropdown>
  );
}
