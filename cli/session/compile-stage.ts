import { packageInstalled } from '../core/package-resolution.ts';
import { checkVideoEngines } from '../check/video-engines.ts';
import { applySeverities, ruleSettings } from '../check/severity.ts';
import { UserError } from '../diagnostics/diagnostic.ts';
import { printDiagnostics } from '../diagnostics/reporter.ts';
import { compileSite } from '../markdown/compile-site.ts';
import { thenSpill } from '../markdown/page-spill.ts';
import type { SearchAside } from '../search/index-aside.ts';
import type { GitHistory } from '../site/git.ts';
import { noPagesFound } from '../site/scan.ts';
import type { PageFiles } from '../write/site-files.ts';
import type { Session } from './session.ts';

/** Scan and markdown, with the rule settings of `check`; errors (or no page at all) stop the build. */
export async function compileStage(
  session: Session,
  before: Promise<unknown> | undefined,
  search: SearchAside,
  git: Promise<GitHistory>,
  pageFiles: PageFiles,
) {
  const { config } = session;
  const compiled = await compileSite(session, {
    before,
    // a page's HTML and texts leave memory once the search worker and its own files have them
    onPage: thenSpill((page) => {
      search.add(page);
      pageFiles.add(page);
    }),
    onCompile: (pages) => search.compiling(pages),
    git,
  });
  session.highlighter.release();
  // the same rule settings as `check`, so a rule the site silenced (or one quiet by default) is
  // quiet here too
  const diagnostics = applySeverities(
    [...compiled.diagnostics, ...checkVideoEngines(compiled.pages, packageInstalled)],
    ruleSettings(config.user.check?.rules, { building: true }),
  );
  if (diagnostics.some((d) => d.severity === 'error')) throw new UserError(diagnostics);
  // an empty site would replace the previous one and prune every cache: almost always a wrong
  // folder
  if (!compiled.pages.length) throw new UserError([noPagesFound(config.root)]);
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  if (warnings.length) printDiagnostics(warnings);
  // a spilled page's own source reads its markdown back (page-spill.ts); the scan's copy has none
  const sources = compiled.pages.map((page) => page.source);
  return { pages: compiled.pages, sources, warnings };
}
