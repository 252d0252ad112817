import { usePage, useSite } from '../app/contexts.ts';

/**
 * The copyright line, plus an optional footer text per locale. The line is the page's or the site's `copyright`
 * (HTML, as VitePress and theme-hope take it), by default the current year and the site's author; a site whose
 * config turns it off (`copyright: false`) and sets no text gets no footer.
 */
export function Footer() {
  const site = useSite();
  const page = usePage();
  if (page.frontmatter.footer === false) return null;
  const custom =
    typeof page.frontmatter.footer === 'string' ? page.frontmatter.footer : site.locale.footer;
  const own =
    typeof page.frontmatter.copyright === 'string' ? page.frontmatter.copyright : site.copyright;
  if (!custom && own === false) return null;
  return (
    <footer className="site-footer">
      {custom && <div className="footer-text" dangerouslySetInnerHTML={{ __html: custom }} />}
      {own === undefined ? (
        <div className="copyright">{`Copyright © ${new Date().getFullYear()} ${site.author.name}`}</div>
      ) : (
        own && <div className="copyright" dangerouslySetInnerHTML={{ __html: own }} />
      )}
    </footer>
  );
}
