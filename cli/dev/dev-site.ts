import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import { loadConfig } from '../foreign/site-config.ts';
import { createSession, type Session } from '../session/session.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Logger } from '../diagnostics/logger.ts';
import {
  summarize,
  type BuiltPage,
  type PageBuilder,
  type PageSummary,
} from '../markdown/compile-site.ts';
import { devPagesFor } from '../session/page-compiler.ts';
import { applySeverities, ruleSettings } from '../check/severity.ts';
import {
  excludedFromPages,
  isIndexFile,
  pageFiles,
  scanFile,
  type SourcePage,
} from '../site/scan.ts';
import { GitHistory, readGitHistory } from '../site/git.ts';
import { TranslatedRoutes } from './translated-routes.ts';
import { createSiteData, resolveSidebars, siteIcons } from '../site/site-data.ts';
import { devManifestPath } from '../search/dev-index.ts';
import type { SiteData } from '../../runtime/shared/types.ts';

export const DEV_PREFIX = '__docs-build/';

/** Quiet time after a request before the background warm-up compiles its next page. */
const WARM_IDLE_MS = 300;

export const pageChunkPath = (route: string) =>
  `${DEV_PREFIX}page.js?route=${encodeURIComponent(route)}`;
export const ICON_SPRITE_PATH = `${DEV_PREFIX}icons.svg`;
export const siteModulePath = (prefix: string, version: number) =>
  `${DEV_PREFIX}site.js?locale=${encodeURIComponent(prefix)}&v=${version}`;

interface CachedPage {
  hash: string;
  built: BuiltPage;
}

/**
 * The site held in memory for `dev`: every file is scanned at start (cheap), but a page's markdown is compiled
 * only when it is requested or when the background warm-up reaches it, and again only when its content or
 * something it depends on changes.
 */
export class DevSite {
  session!: Session;
  config!: ResolvedConfig;
  pages: PageBuilder | null = null;
  private sources = new Map<string, SourcePage>();
  private byFile = new Map<string, string>();
  private cache = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<BuiltPage>>();
  private summaries: PageSummary[] = [];
  private routes = new Set<string>();
  private git = new GitHistory();
  private translated = new TranslatedRoutes();
  scanDiagnostics: Diagnostic[] = [];
  private onDependencies: ((files: string[]) => void) | null = null;
  /** Bumped whenever routes, titles, sidebars or config change: the site modules' URLs carry it. */
  siteVersion = 0;
  private sites: { islands: string; data: Record<string, SiteData> } | null = null;
  /** The icon sprite of the current site data, served at ICON_SPRITE_PATH, and each icon's symbol. */
  icons: { svg: string; symbols: Record<string, string> } = { svg: '', symbols: {} };

  constructor(
    private readonly root: string,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.config = await loadConfig(this.root, { fresh: true });
    this.session = await createSession({ config: this.config, logger: this.logger, mode: 'dev' });
    // pages compile on workers, off the thread that answers requests
    this.pages?.close();
    this.pages = devPagesFor(this.session);
    this.git = readGitHistory(this.config.root);
    this.rescan();
  }

  /** Reloads config, components and every page's front matter (config or component change). */
  async restart(): Promise<void> {
    this.cache.clear();
    await this.start();
  }

  rescan(): void {
    this.sources.clear();
    this.byFile.clear();
    this.scanDiagnostics = [];
    for (const file of pageFiles(this.config)) this.scanOne(file);
    this.structureChanged();
  }

  /** The severities `build` gives: the site's `check.rules` (a rule lowered to a warning does not stop a page here). */
  private withSiteSeverities(diagnostics: Diagnostic[]): Diagnostic[] {
    return applySeverities(
      diagnostics,
      ruleSettings(this.config.user.check?.rules, { building: true }),
    );
  }

  private scanOne(file: string): SourcePage | undefined {
    const scanned = scanFile(this.config, file, this.git);
    const { page } = scanned;
    const diagnostics = this.withSiteSeverities(scanned.diagnostics);
    this.scanDiagnostics = this.scanDiagnostics
      .filter((d) => !d.file.endsWith(file.slice(this.config.root.length)))
      .concat(diagnostics);
    // a page whose front matter no longer parses keeps its last good version, shown behind the error
    const unreadable = diagnostics.some(
      (d) => d.rule === 'frontmatter/yaml' || d.rule === 'frontmatter/json',
    );
    if (!page || (unreadable && this.byFile.has(file))) return undefined;
    // a README.md beside an index.md is not published, in dev as in a build (scan.ts)
    const holder = this.sources.get(page.route);
    if (holder && holder.file !== file && isIndexFile(holder)) return undefined;
    if (holder && holder.file !== file) this.byFile.delete(holder.file);
    const previous = this.byFile.get(file);
    if (previous) this.sources.delete(previous);
    this.sources.set(page.route, page);
    this.byFile.set(file, page.route);
    return page;
  }

  private structureChanged(): void {
    const files = [...this.sources.values()];
    const pages = [...files, ...this.translated.follow(this.config, files, this.git)];
    this.summaries = summarize(pages);
    this.routes = new Set(pages.map((p) => p.route));
    this.sites = null;
    this.siteVersion += 1;
  }

  /**
   * A markdown file changed on disk. Returns the routes whose content must update, and whether the site data
   * (routes, titles, sidebars) changed too.
   */
  fileChanged(
    file: string,
    kind: 'add' | 'change' | 'unlink',
  ): { routes: string[]; structure: boolean } {
    const before = this.byFile.get(file);
    const beforeSummary = before
      ? JSON.stringify(this.summaries.find((s) => s.route === before))
      : null;
    if (kind === 'unlink') {
      if (before) {
        this.sources.delete(before);
        this.byFile.delete(file);
        this.cache.delete(before);
      }
      this.structureChanged();
      return { routes: [], structure: true };
    }
    // a file `srcExclude` names is no page, only what pages include
    if (
      excludedFromPages(this.config)(
        path.relative(this.config.root, file).split(path.sep).join('/'),
      )
    )
      return { routes: this.dependencyChanged(file), structure: false };
    const page = this.scanOne(file);
    const dependents = this.dependencyChanged(file);
    if (!page) return { routes: dependents, structure: false };
    this.cache.delete(page.route);
    const summary = JSON.stringify(summarize([page])[0]);
    const structure = kind === 'add' || before !== page.route || summary !== beforeSummary;
    if (structure) this.structureChanged();
    return { routes: [page.route, ...this.translated.routesOf(file), ...dependents], structure };
  }

  /**
   * Hands `add` the files each compiled page read (includes, snippets), which may lie outside the watched folders:
   * those of the pages compiled so far, then those of each compile.
   */
  reportDependencies(add: (files: string[]) => void): void {
    this.onDependencies = add;
    for (const { built } of this.cache.values()) add(built.compiled.dependencies);
  }

  /** A file pages read changed (an included part, a snippet's code): their compiled forms are stale. Returns them. */
  dependencyChanged(file: string): string[] {
    const dependents = this.dependentsOf(file);
    for (const route of dependents) this.cache.delete(route);
    return dependents;
  }

  /** Pages that include `file` (or read it as data). */
  dependentsOf(file: string): string[] {
    return [...this.cache.entries()]
      .filter(([, c]) => c.built.compiled.dependencies.includes(file))
      .map(([route]) => route);
  }

  /** Scan errors of the file behind a route (front matter that does not parse). */
  scanErrorsFor(route: string): Diagnostic[] {
    const source = this.sources.get(route);
    return source
      ? this.scanDiagnostics.filter((d) => d.severity === 'error' && d.file === source.displayPath)
      : [];
  }

  /** The file behind a route, as diagnostics name it. */
  displayPathOf(route: string): string | undefined {
    return this.source(route)?.displayPath;
  }

  private source(route: string): SourcePage | undefined {
    return this.sources.get(route) ?? this.translated.get(route);
  }

  hasRoute(route: string): boolean {
    return this.source(route) !== undefined;
  }

  allRoutes(): string[] {
    return [...this.sources.keys(), ...this.translated.routes()];
  }

  /** The compiled page, from the cache when its source has not changed. */
  async page(route: string): Promise<BuiltPage | null> {
    const source = this.source(route);
    if (!source) return null;
    const hash = createHash('sha1').update(source.source).digest('hex');
    const cached = this.cache.get(route);
    if (cached?.hash === hash) return cached.built;
    let job = this.pending.get(route);
    if (!job) {
      job = this.pages!.build(source, {
        routes: this.routes,
        summaries: this.summaries,
      }).then((built) => this.translated.served(built, (d) => this.withSiteSeverities(d)));
      this.pending.set(route, job);
    }
    try {
      const built = await job;
      this.cache.set(route, { hash, built });
      this.onDependencies?.(built.compiled.dependencies);
      return built;
    } finally {
      this.pending.delete(route);
    }
  }

  sitesData(islands: Record<string, string>): Record<string, SiteData> {
    const islandsKey = JSON.stringify(islands);
    if (this.sites?.islands === islandsKey) return this.sites.data;
    const pages = this.allRoutes().map((route) => this.source(route)!);
    const chunks = new Map(pages.map((p) => [p.route, pageChunkPath(p.route)]));
    const { sidebars } = resolveSidebars(this.config, pages);
    const icons = siteIcons(this.config, pages);
    this.icons = icons;
    const sites = createSiteData({
      config: this.config,
      pages,
      chunks,
      islands,
      sidebars,
      icons: { sprite: `${ICON_SPRITE_PATH}?v=${this.siteVersion}`, names: icons.names },
    });
    const modules = Object.fromEntries(
      Object.keys(sites).map((prefix) => [prefix, siteModulePath(prefix, this.siteVersion)]),
    );
    for (const [prefix, site] of Object.entries(sites)) {
      site.siteModules = modules;
      if (site.search.provider === 'local')
        site.search.index = { [prefix]: devManifestPath(prefix) };
    }
    this.sites = { islands: islandsKey, data: sites };
    return sites;
  }

  /** When the server last answered a reader or saw a save; the background warm-up keeps out of their way. */
  lastRequestAt = 0;

  /**
   * Compiles every page not yet compiled, one at a time, and only while no request came in for a moment: a
   * compile holds the event loop, and the page a writer just opened (and its scripts) must not queue behind it.
   */
  async warm(shouldStop: () => boolean): Promise<number> {
    let count = 0;
    for (const route of this.allRoutes()) {
      if (shouldStop()) break;
      await new Promise((r) => setImmediate(r));
      while (performance.now() - this.lastRequestAt < WARM_IDLE_MS && !shouldStop())
        await new Promise((r) => setTimeout(r, WARM_IDLE_MS / 2));
      if (!this.cache.has(route)) {
        await this.page(route).catch(() => undefined);
        count += 1;
      }
    }
    this.session.highlighter.save();
    return count;
  }
}
