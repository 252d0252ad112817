import { loadConfig } from '../foreign/site-config.ts';
import { createSession } from '../session/session.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Logger } from '../diagnostics/logger.ts';
import { compileSite } from '../markdown/compile-site.ts';
import { checkAssets } from '../check/assets.ts';
import { checkVideoEngines } from '../check/video-engines.ts';
import { packageInstalled } from '../core/package-resolution.ts';
import { checkLinks } from '../check/links.ts';
import { checkTranslations } from '../check/locales.ts';
import { checkSidebars } from '../check/sidebars.ts';
import { listPublicFiles } from '../write/public-files.ts';
import { pageAssets } from '../write/page-assets.ts';
import { applySeverities, ruleSettings } from '../check/severity.ts';
import { sortDiagnostics } from '../diagnostics/reporter.ts';
import { noPagesFound } from '../site/scan.ts';
import { translationEntries, type TranslationEntry } from '../check/translation-report.ts';

export interface CheckResult {
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  pages: number;
  /** Every page of `/` against each other locale: up to date, outdated or missing. */
  translations: TranslationEntry[];
  ms: number;
}

/** `docs-build check`: the scan and markdown stages, then site-wide rules; nothing is written. */
export async function check({
  root,
  logger,
  strictSlugs = false,
}: {
  root: string;
  logger: Logger;
  strictSlugs?: boolean;
}): Promise<CheckResult> {
  const started = performance.now();
  const config = await loadConfig(root);
  const session = await createSession({ config, logger, mode: 'check' });
  const { sources, pages, diagnostics, translations } = await compileSite(session);
  diagnostics.push(
    ...checkLinks(pages, config),
    ...checkTranslations(config, sources, translations),
    ...checkSidebars(config, sources),
    ...checkAssets(config, pages),
    ...checkVideoEngines(pages, packageInstalled),
    ...listPublicFiles(config).diagnostics,
    ...pageAssets(config, pages).diagnostics,
  );
  if (!sources.length) diagnostics.push(noPagesFound(config.root));
  const final = sortDiagnostics(
    applySeverities(diagnostics, ruleSettings(config.user.check?.rules, { strictSlugs })),
  );
  return {
    diagnostics: final,
    errors: final.filter((d) => d.severity === 'error').length,
    warnings: final.filter((d) => d.severity === 'warning').length,
    pages: pages.length,
    translations: translationEntries(translations),
    ms: Math.round(performance.now() - started),
  };
}
