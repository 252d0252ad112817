import path from 'node:path';
import type { ClientAssets } from '../bundle/client.ts';
import { KeyedStore, textCodec } from '../core/keyed-store.ts';
import { KeyedTable } from '../core/keyed-table.ts';
import { sha } from '../core/content-hash.ts';
import { toolchainKey } from '../core/toolchain.ts';
import {
  addDocumentSources,
  createPageSources,
  documentSources,
  type PageSources,
  type StoredPageSources,
} from '../hosting/page-sources.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { renderDocument, type DocumentRenderer, type RenderAssets } from '../render/render-page.ts';
import { searchKeysCodec } from '../search/kept-locale.ts';
import { storedIndexCodec } from '../search/stored-index.ts';
import type { SearchAside } from '../search/index-aside.ts';
import type { SourcePage } from '../site/scan.ts';
import { createSiteData, resolveSidebars, siteIcons } from '../site/site-data.ts';
import { contentHash } from '../write/modules.ts';
import type { AtomicOutput } from '../write/output.ts';
import { contentKey } from '../write/content-key.ts';
import {
  PageFiles,
  writePageTexts,
  writeSiteModules,
  type PageTexts,
} from '../write/site-files.ts';
import { notFoundPage } from '../../runtime/app/not-found-page.ts';
import { routeToOutputFile } from '../../runtime/shared/routes.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import type { Session } from './session.ts';
import { localeRenderKey, SITE_MODULE_SLOT, withSiteModule } from './render-keys.ts';

/** What every page of a locale links: the client's entry and styles, the locale's site module, the icons. */
export function localeAssets(
  client: Pick<ClientAssets, 'entry' | 'css' | 'islandCss'>,
  {
    preload,
    siteModule,
    iconSymbols,
  }: { preload: string[]; siteModule: string; iconSymbols: Record<string, string> },
): RenderAssets {
  return {
    entry: client.entry,
    preload,
    css: client.css,
    islandCss: client.islandCss,
    siteModule,
    iconSymbols,
  };
}

/** The not-found document of a locale, for `route` (the 404 page a build writes, or a path dev cannot find). */
export function notFoundDocument(
  renderer: DocumentRenderer,
  site: SiteData,
  route: string,
  assets: RenderAssets,
  extraBody = '',
): string {
  return renderDocument(renderer, site, notFoundPage(route, site), assets, {
    noIndex: true,
    extraBody,
  });
}

/**
 * The code behind kept documents and their CSP sources (the HTML shell and its filler, the hosting
 * rules, and everything they import): what core/toolchain.ts keys every cache with.
 */
const codeVersions = () => ({ renderer: toolchainKey(), sources: toolchainKey() });

export interface RenderSiteInput {
  session: Session;
  output: AtomicOutput;
  pages: BuiltPage[];
  sources: SourcePage[];
  client: ClientAssets;
  search: SearchAside;
  /** The pages' chunks and markdown, written as they compiled. */
  pageFiles: PageFiles;
}

/** The page files of a build, with the chunk digests kept from the previous one. */
export const openPageFiles = (session: Session, output: AtomicOutput): PageFiles =>
  new PageFiles(
    output,
    session.useCache
      ? new KeyedTable<string>(path.join(session.cacheDir, 'chunk-digests.json'))
      : null,
  );

export interface RenderedSite {
  /** The inline scripts, styles and outside hosts of every document, for the Content-Security-Policy. */
  pageSources: PageSources;
  pageTexts: PageTexts;
  searchOnWorker: boolean;
}

/** Indexes and HTML of the previous build, reused where everything they were made from is the same. */
function openStores(session: Session) {
  const storeDir = (name: string) => (session.useCache ? path.join(session.cacheDir, name) : null);
  return {
    search: new KeyedStore(storeDir('search'), storedIndexCodec),
    // each kept locale's index files by their content keys: the output tells kept files from these alone
    searchKeys: new KeyedStore(storeDir('search-keys'), searchKeysCodec),
    html: new KeyedStore(storeDir('html'), textCodec),
    // a few hundred bytes a page: one file for the site rather than one a page
    sources: new KeyedTable<StoredPageSources>(
      session.useCache ? path.join(session.cacheDir, 'sources.json') : null,
    ),
  };
}
type Stores = ReturnType<typeof openStores>;

/** The icon sprite and site data per locale, with the page chunks and the search index's manifests named in it. */
async function writeSiteData(input: RenderSiteInput, stores: Stores) {
  const { session, output, pages, sources, client, search } = input;
  const { config } = session;
  const dataKeys = new Map<string, string>();
  // each locale's index files are written as they are made, while the pages render; started first, so the
  // search worker has the edited locale's text while this thread writes the chunks
  const searchIndexes = search.build(
    pages,
    stores.search,
    (file, contents) => output.write(file, contents),
    {
      keys: stores.searchKeys,
      keyOf: contentKey,
      keepIfSame: (file, key) => output.keepIfSame(file, key),
    },
  );
  const chunks = await input.pageFiles.chunksOf(pages, dataKeys);
  const pageTexts = await writePageTexts(output, config, pages);
  const { sidebars } = resolveSidebars(config, sources);
  const icons = siteIcons(config, sources);
  const sprite = `assets/icons.${contentHash(icons.svg)}.svg`;
  await output.write(sprite, icons.svg);
  const sites = createSiteData({
    config,
    pages: sources,
    chunks,
    islands: client.islands,
    islandStyles: client.islandCss,
    sidebars,
    icons: { sprite, names: icons.names },
  });
  for (const [prefix, manifest] of Object.entries(searchIndexes.manifests)) {
    const search = sites[prefix].search;
    if (search.provider === 'local') search.index = { [prefix]: manifest };
  }
  const siteModules = await writeSiteModules(output, sites);
  const assets = (prefix: string): RenderAssets =>
    localeAssets(client, {
      preload: client.entryImports,
      siteModule: siteModules[prefix],
      iconSymbols: icons.symbols,
    });
  return { sites, assets, pageTexts, searchIndexes, dataKeys };
}

type WrittenSiteData = Awaited<ReturnType<typeof writeSiteData>>;

/** Where a document comes from: its file in the output, its name in the stores, its key, and how it renders. */
interface DocumentJob {
  file: string;
  id: string;
  /** What the document follows from, but the site module's name ('' when nothing is kept). */
  key: string;
  siteModule: string;
  /** The document with SITE_MODULE_SLOT standing for the site module. */
  render: () => string;
}

/**
 * Writes one document, rendered once for any name of the site module, which goes in as it is written. A document
 * the output already holds from the same inputs is neither read nor written; a kept render is reused, and its
 * sources with it rather than read again.
 */
async function writeDocument(
  output: AtomicOutput,
  stores: Stores,
  pageSources: PageSources,
  { file, id, key, siteModule, render }: DocumentJob,
): Promise<void> {
  const documentKey = key && sha(key, siteModule);
  let made: string | undefined;
  const html = () => (made ??= withSiteModule(stores.html.get(id, key, render), siteModule));
  const sourcesKey = key && sha(documentKey, codeVersions().sources);
  addDocumentSources(
    pageSources,
    stores.sources.get(id, sourcesKey, () => documentSources(html())),
  );
  const written = await output.writeKeyed(file, documentKey, html);
  if (!written && made === undefined) stores.html.keep(id, key);
}

/** The key of every document of each locale (none in a build that keeps nothing). */
function localeKeys(session: Session, { sites, assets }: WrittenSiteData): Record<string, string> {
  if (!session.useCache) return {};
  const code = [session.serverVersion, codeVersions().renderer];
  return Object.fromEntries(
    Object.keys(sites).map((p) => [p, localeRenderKey(code, sites[p], slotted(assets, p))]),
  );
}

const slotted = (assets: (prefix: string) => RenderAssets, prefix: string): RenderAssets => ({
  ...assets(prefix),
  siteModule: SITE_MODULE_SLOT,
});

/**
 * One document per page. A page's HTML follows from the renderer's code, its locale's site data and
 * assets, and its own data; a build that keeps nothing (`--clean`) makes no keys (serialising every
 * page's data again).
 */
async function writePageDocuments(
  { session, output, pages }: RenderSiteInput,
  stores: Stores,
  pageSources: PageSources,
  data: WrittenSiteData,
  keys: Record<string, string>,
) {
  const { sites, assets, dataKeys } = data;
  for (const page of pages) {
    const { locale, route } = page.data;
    await writeDocument(output, stores, pageSources, {
      file: routeToOutputFile(route),
      id: route,
      // the page's data as its chunk serialises it
      key: session.useCache ? sha(keys[locale], dataKeys.get(route)!) : '',
      siteModule: assets(locale).siteModule,
      render: () => renderDocument(session, sites[locale], page.data, slotted(assets, locale)),
    });
  }
}

/**
 * The 404 page of each locale, which follows from what every document of the locale does: kept with them.
 */
async function writeNotFoundDocuments(
  { session, output }: RenderSiteInput,
  stores: Stores,
  pageSources: PageSources,
  { sites, assets }: WrittenSiteData,
  keys: Record<string, string>,
) {
  for (const [prefix, site] of Object.entries(sites)) {
    const route = `${prefix}404`;
    await writeDocument(output, stores, pageSources, {
      file: `${prefix.slice(1)}404.html`,
      // no route: a page's route starts with a slash
      id: `404 ${prefix}`,
      key: session.useCache ? sha(keys[prefix], route) : '',
      siteModule: assets(prefix).siteModule,
      render: () => notFoundDocument(session, site, route, slotted(assets, prefix)),
    });
  }
}

/**
 * The render stage of a build: 1. site data per locale (naming the page chunks the markdown stage
 * wrote) and search indexes, 2. one HTML document per page, 3. one 404 page per locale (`404.html`,
 * `zh/404.html`; hosting rules serve each for unknown paths under its prefix), 4. the search index,
 * whose files are written as each locale's is made.
 */
export async function renderSite(input: RenderSiteInput): Promise<RenderedSite> {
  const { session } = input;
  const stores = openStores(session);
  const pageSources = createPageSources();
  const rendered = await session.timer.time('render', async () => {
    const data = await writeSiteData(input, stores);
    const keys = localeKeys(session, data);
    await writePageDocuments(input, stores, pageSources, data, keys);
    await writeNotFoundDocuments(input, stores, pageSources, data, keys);
    const index = await session.timer.time('search', () => data.searchIndexes.files);
    return { pageTexts: data.pageTexts, searchOnWorker: index.onWorker };
  });
  await Promise.all([...Object.values(stores), input.pageFiles].map((store) => store.prune()));
  return { pageSources, ...rendered };
}
