import type { ResolvedConfig } from '../config/types.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import type { SourcePage } from '../site/scan.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { GitHistory } from '../site/git.ts';
import { servedTranslations } from '../site/served-translations.ts';
import type { PageTranslation } from '../../runtime/shared/types.ts';

/**
 * The pages `dev` serves that no file holds, and the notices on its translations, followed from the files' pages
 * by the same helper `build` uses: a fallback where a translation is missing, a notice where one is outdated.
 */
export class TranslatedRoutes {
  private added = new Map<string, SourcePage>();
  private notices = new Map<string, PageTranslation>();

  /** Follows the translations of the files' pages anew; returns the pages added to them. */
  follow(config: ResolvedConfig, pages: SourcePage[], history: GitHistory): SourcePage[] {
    const served = servedTranslations(config, pages, history, { writesPages: false });
    this.added = new Map(served.added.map((page) => [page.route, page]));
    this.notices = served.notices;
    return served.added;
  }

  get(route: string): SourcePage | undefined {
    return this.added.get(route);
  }

  routes(): string[] {
    return [...this.added.keys()];
  }

  /** The added pages served from `file`: they change when it does. */
  routesOf(file: string): string[] {
    return [...this.added.values()].filter((page) => page.file === file).map((page) => page.route);
  }

  /**
   * A built page as the reader gets it: its diagnostics at the site's severities, none for a fallback (they are
   * its source's), and the notice of an outdated translation.
   */
  served(built: BuiltPage, severities: (diagnostics: Diagnostic[]) => Diagnostic[]): BuiltPage {
    const notice = this.notices.get(built.data.route);
    const diagnostics = built.source.fallback ? [] : severities(built.compiled.diagnostics);
    return {
      ...built,
      data: notice ? { ...built.data, translation: notice } : built.data,
      compiled: { ...built.compiled, diagnostics },
    };
  }
}
