import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourcePage } from '../site/scan.ts';
import type { NavItem } from '../../runtime/shared/types.ts';
import { resolveSidebars } from '../site/site-data.ts';
import { sidebarFor } from '../../runtime/shared/sidebar.ts';
import { sidebarRoutes } from '../site/sidebar.ts';

/**
 * Pages a navbar links to: a section's landing page is often reached from the
 * navbar alone (theme-hope and VitePress sites link `/guide/` there, not in the
 * sidebar), and is no less reachable for it.
 */
function navbarRoutes(config: ResolvedConfig): Set<string> {
  const out = new Set<string>();
  const add = (items: NavItem[]) =>
    items.forEach((i) => ('children' in i ? add(i.children) : out.add(i.link.split('#')[0])));
  for (const locale of Object.values(config.locales)) add(locale.navbar ?? []);
  return out;
}

/** Sidebar entries that name no page, and pages that neither a sidebar nor the navbar reaches (except homes and sidebar-less pages): both errors. */
export function checkSidebars(config: ResolvedConfig, pages: SourcePage[]): Diagnostic[] {
  const { sidebars, problems } = resolveSidebars(config, pages);
  const configFile = config.configFile
    ? config.configFile.replace(`${process.cwd()}/`, '')
    : 'site config';
  const out: Diagnostic[] = problems.map((p) => ({
    severity: 'error',
    file: configFile,
    rule: 'sidebar/missing-page',
    message: `sidebar "${p.prefix}": ${p.message}`,
  }));
  const reached = navbarRoutes(config);
  for (const s of Object.values(sidebars)) for (const r of sidebarRoutes(s)) reached.add(r);
  for (const page of pages) {
    if (
      page.frontmatter.home === true ||
      page.frontmatter.sidebar === false ||
      reached.has(page.route)
    )
      continue;
    const found = sidebarFor(page.route, sidebars[page.locale] ?? {});
    if (found && found.items === false) continue;
    // a page its section's sidebar leaves out has no way in from the site and no previous/next links
    out.push({
      severity: found ? 'error' : 'warning',
      file: page.displayPath,
      line: 1,
      column: 1,
      rule: found ? 'sidebar/unreached' : 'sidebar/missing-config',
      message: found
        ? `no sidebar links to this page (${page.route})`
        : `sidebar config is missing for ${page.route}`,
      hint: found
        ? "add the page to its section's sidebar, set `sidebar: false` in its front matter, or lower the rule with check.rules"
        : undefined,
    });
  }
  return out;
}
