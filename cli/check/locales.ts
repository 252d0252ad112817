import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourcePage } from '../site/scan.ts';
import { switchLocale } from '../../runtime/shared/routes.ts';
import { compileSources } from '../site/rewrites.ts';

/** What a writer who does not translate every page can do about it. */
const MISSING_PAGE_HINT =
  "translate it, or lower the rule in .site/config.ts: check: { rules: { 'i18n/missing-page': 'warning' } } (or 'off')";

/** Pages present in one locale and missing in another (both locales carry the same set of pages). */
export function checkTranslations(config: ResolvedConfig, pages: SourcePage[]): Diagnostic[] {
  const routes = new Set(pages.map((p) => p.route));
  const sourceOf = compileSources(config.user.rewrites);
  // a locale whose pages the rewrites move (VitePress's English, kept in en/) gets its missing pages there too
  const moved = new Set(pages.filter((p) => p.sourcePath !== p.relativePath).map((p) => p.locale));
  const out: Diagnostic[] = [];
  for (const page of pages) {
    for (const [prefix, locale] of Object.entries(config.locales)) {
      if (prefix === page.locale) continue;
      const counterpart = switchLocale(page.route, page.locale, prefix);
      if (routes.has(counterpart)) continue;
      const published = prefix.slice(1) + page.relativePath.slice(page.locale.length - 1);
      const expected = path.join(
        path.relative(process.cwd(), config.root),
        moved.has(prefix) ? sourceOf(published) : published,
      );
      out.push({
        severity: 'error',
        file: page.displayPath,
        line: 1,
        column: 1,
        rule: 'i18n/missing-page',
        message: `no ${locale.name} version of this page (expected ${expected})`,
        hint: MISSING_PAGE_HINT,
      });
    }
  }
  return out;
}
