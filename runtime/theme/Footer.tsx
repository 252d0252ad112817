import { usePage, useSite } from '../app/contexts.ts';

/** The copyright line with the current year and the site's author, plus an optional footer text per locale. */
export function Footer() {
  const site = useSite();
  const page = usePage();
  if (page.frontmatter.footer === false) return null;
  const custom = typeof page.frontmatter.footer === 'string' ? page.frontmatter.footer : site.locale.footer;
  const copyright = typeof page.frontmatter.copyright === 'string' ? page.frontmatter.copyright
    : `Copyright © ${new Date().getFullYear()} ${site.author.name}`;
  return (
    <footer className="site-footer">
      {custom && <div className="footer-text" dangerouslySetInnerHTML={{ __html: custom }} />}
      <div className="copyright">{copyright}</div>
    </footer>
  );
}
