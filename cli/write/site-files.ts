import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../config/types.ts';
import { UserError } from '../diagnostics/diagnostic.ts';
import { printDiagnostics } from '../diagnostics/reporter.ts';
import { listPublicFiles } from './public-files.ts';
import { pageAssets } from './page-assets.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import { redirectPage, redirectsFile, robots, sitemap } from '../hosting/host-files.ts';
import { formatHeadersFile, headerRules } from '../hosting/headers.ts';
import { nginxConfig, NGINX_CONFIG_FILE } from '../hosting/nginx.ts';
import { llmsFull, llmsFullParts, llmsIndex, markdownPath, pageMarkdown } from './llms.ts';
import { chunkName, contentDigest, contentHash, dataModule, shortHash } from './modules.ts';
import type { AtomicOutput } from './output.ts';
import { ChunkDigests } from './chunk-digests.ts';
import type { KeyedTable } from '../core/keyed-table.ts';
import { routeToOutputFile } from '../../runtime/shared/routes.ts';
import { routesModulePath } from '../hosting/current-files.ts';

/**
 * Each page's own files, written as soon as the page is compiled: its content-hashed data module (for client
 * navigation) and its markdown. The compressor then works on them while later pages compile, when the second core
 * is otherwise idle once the colouring worker is done, rather than after rendering.
 */
export class PageFiles {
  private readonly chunks = new Map<string, { file: string; digest: string }>();
  private readonly writes: Promise<unknown>[] = [];

  private readonly kept: ChunkDigests;

  /** `digests`: each page's chunk digest from the previous build (none without a cache). */
  constructor(
    private readonly output: AtomicOutput,
    private readonly digests: KeyedTable<string> | null,
  ) {
    this.kept = new ChunkDigests(digests);
  }

  /** Keeps the digests this build used, for the next. */
  prune(): Promise<void> {
    return this.digests?.prune() ?? Promise.resolve();
  }

  /** Writes the page's chunk and markdown; the writes settle by `chunksOf`. */
  add(page: BuiltPage): void {
    // encoded once: hashed and written as the same bytes
    let module: Buffer | undefined;
    const made = () => (module ??= Buffer.from(dataModule(page.data)));
    const digest = this.kept.digest(page, () => contentDigest(made()));
    const file = `assets/pages/${chunkName(page.data.route)}.${shortHash(digest)}.js`;
    // a chunk is named by its contents: one the output holds already is neither encoded nor hashed again
    this.settleLater(this.output.writeKeyed(file, digest, made));
    this.chunks.set(page.data.route, { file, digest });
    this.settleLater(this.output.write(markdownPath(page.data.route), pageMarkdown(page)));
  }

  /**
   * Kept for `chunksOf`, which sees a failed write; a build stopped before then (an error in a later page) must not
   * end the process on its rejection, unawaited.
   */
  private settleLater(write: Promise<unknown>): void {
    write.catch(() => undefined);
    this.writes.push(write);
  }

  /**
   * Route → chunk path for `pages` (each added first if it was not), once every write settled; `dataKeys` gets each
   * page's data key by route (the whole hash of its module, which serialises the page's data exactly), for keys of
   * what else is made from that data.
   */
  async chunksOf(pages: BuiltPage[], dataKeys: Map<string, string>): Promise<Map<string, string>> {
    for (const page of pages) if (!this.chunks.has(page.data.route)) this.add(page);
    await Promise.all(this.writes.splice(0));
    const files = new Map<string, string>();
    for (const page of pages) {
      const { file, digest } = this.chunks.get(page.data.route)!;
      files.set(page.data.route, file);
      dataKeys.set(page.data.route, digest);
    }
    return files;
  }
}

/**
 * Two modules per locale: its site data, which every page hydrates with, and its route table, which a page loads
 * only when the reader reaches for a link (each page carries the entries its first render reads). Each site module
 * names the others (for locale switches), so every name hashes the content of all of them: a change in one locale
 * renames every module and no cached copy can point at a removed file. The route tables have fixed names
 * (hosting/current-files.ts), revalidated by hosts.
 */
export async function writeSiteModules(
  output: AtomicOutput,
  sites: Record<string, SiteData>,
): Promise<Record<string, string>> {
  const parts = Object.fromEntries(
    Object.entries(sites).map(([prefix, site]) => [prefix, { ...site, routes: {} }]),
  );
  const tables = Object.fromEntries(
    Object.entries(sites).map(([prefix, site]) => [prefix, dataModule(site.routes)]),
  );
  // named by place: the table changes with every page's chunk, and the site module (which every page's HTML
  // names) must not change with it
  const routeNames = Object.fromEntries(
    Object.keys(tables).map((prefix) => [prefix, routesModulePath(chunkName(prefix))]),
  );
  const own = Object.fromEntries(
    Object.entries(parts).map(([prefix, site]) => [
      prefix,
      contentHash(JSON.stringify({ ...site, routeModules: routeNames }), 16),
    ]),
  );
  const all = Object.values(own).join('');
  const names = Object.fromEntries(
    Object.keys(sites).map((prefix) => [
      prefix,
      `assets/site.${chunkName(prefix)}.${contentHash(own[prefix] + all)}.js`,
    ]),
  );
  for (const [prefix, site] of Object.entries(sites)) {
    site.siteModules = names;
    await output.write(
      names[prefix],
      dataModule({ ...parts[prefix], siteModules: names, routeModules: routeNames }),
    );
    await output.write(routeNames[prefix], tables[prefix]);
  }
  return names;
}

/** public/ as the site publishes it: symlinks as their targets, private dotfiles left out; a bad link stops the build. */
async function writePublicFiles(output: AtomicOutput, config: ResolvedConfig): Promise<string[]> {
  const { files, diagnostics } = listPublicFiles(config);
  if (diagnostics.some((d) => d.severity === 'error')) throw new UserError(diagnostics);
  if (diagnostics.length) printDiagnostics(diagnostics);
  // one write at a time per path: a public file replaces a page of the same name, and the hosting files below
  // replace a public file of theirs (`_headers`), in this order every time
  await output.flush();
  for (const file of files) await output.write(file.relative, await readFile(file.source));
  await output.flush();
  return files.map((file) => file.relative);
}

/**
 * Everything a static host and other tools read besides the pages: public files, sitemap, headers (with the
 * Content-Security-Policy, `csp`) and the same rules for nginx, llms files.
 */
export async function writeSiteFiles(
  output: AtomicOutput,
  config: ResolvedConfig,
  pages: BuiltPage[],
  csp: string | null,
  pageTexts: PageTexts,
): Promise<void> {
  // files pages name by relative paths, then public/, whose file wins where both have one
  const assets = pageAssets(config, pages);
  if (assets.diagnostics.length) printDiagnostics(assets.diagnostics);
  for (const file of assets.files) await output.write(file.relative, await readFile(file.source));
  const published = await writePublicFiles(output, config);
  // the page texts win over public files of the same name, as the hosting files below do
  for (const file of published) {
    const text = pageTexts.get(file);
    if (text) await output.write(file, text());
  }
  for (const [from, to] of Object.entries(config.redirects))
    await output.write(routeToOutputFile(from), redirectPage(config, to));
  const headers = headerRules(config, csp);
  await output.write('_headers', formatHeadersFile(headers));
  await output.write(NGINX_CONFIG_FILE, nginxConfig(config, headers));
  await output.write('_redirects', redirectsFile(config));
}

/** The files made from the pages' sources, each by its path with what makes it again. */
export type PageTexts = Map<string, () => string>;

/**
 * The files made from the pages' sources alone (sitemap, robots.txt, the llms files), written before the pages
 * render so they are compressed meanwhile, not at the end of the build. Returned by path with each page's markdown
 * (PageFiles wrote those as the pages compiled), for writeSiteFiles to write again over public files of the same
 * name: made again then, not kept through rendering (every page's markdown twice over, with llms-full.txt).
 */
export async function writePageTexts(
  output: AtomicOutput,
  config: ResolvedConfig,
  pages: BuiltPage[],
): Promise<PageTexts> {
  const makers = new Map<string, () => string | null>([
    ['sitemap.xml', () => sitemap(config, pages)],
    ['robots.txt', () => robots(config)],
    ['llms.txt', () => llmsIndex(config, pages)],
  ]);
  const texts: PageTexts = new Map();
  // the largest: written a page at a time, not made as one string (made whole only to go over a public file)
  await output.writeInParts('llms-full.txt', llmsFullParts(pages));
  texts.set('llms-full.txt', () => llmsFull(pages));
  for (const [file, make] of makers) {
    const text = make();
    if (text === null) continue;
    await output.write(file, text);
    texts.set(file, make as () => string);
  }
  for (const page of pages) texts.set(markdownPath(page.data.route), () => pageMarkdown(page));
  return texts;
}
