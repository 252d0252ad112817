import path from 'node:path';
import { buildClient, type ClientAssets } from '../bundle/client.ts';
import { runtimeDir } from '../bundle/server.ts';
import type { DevSite } from './dev-site.ts';

const DEV_ASSETS_DIR = '__docs-build/client';

/** Dev bundles have fixed names, so a page can be served before its scripts are built. */
const DEV_ASSETS = {
  entry: `${DEV_ASSETS_DIR}/entry-client.js`,
  css: [`${DEV_ASSETS_DIR}/entry-client.css`],
  extra: { 'dev-client': `${DEV_ASSETS_DIR}/dev-client.js` },
  islands: {},
  islandCss: {},
};

function buildDevClient(site: DevSite): Promise<ClientAssets> {
  const promise = buildClient(site.config, {
    outRoot: '/',
    minify: false,
    hashed: false,
    assetsDir: DEV_ASSETS_DIR,
    cacheDir: site.session.cacheDir,
    extraEntries: { 'dev-client': path.join(runtimeDir, 'dev', 'client.ts') },
  });
  promise.catch((error: Error) =>
    site.session.logger.error(`docs-build dev: client bundle failed: ${error.message}`),
  );
  return promise;
}

/** The dev server's client bundle: built in the background, again after the site or theme changes. */
export class DevClient {
  /** The latest build, done or not. */
  current: Promise<ClientAssets>;
  private built: ClientAssets | null = null;

  constructor(private readonly site: DevSite) {
    this.current = this.start();
  }

  /** The assets if built already, else their fixed dev names: pages need not wait for the bundle. */
  now(): Pick<ClientAssets, 'entry' | 'css' | 'extra' | 'islands' | 'islandCss'> {
    return this.built ?? DEV_ASSETS;
  }

  rebuild(): Promise<ClientAssets> {
    this.built = null;
    return (this.current = this.start());
  }

  private start(): Promise<ClientAssets> {
    const promise = buildDevClient(this.site);
    void promise.then(
      (assets) => {
        if (promise === this.current) this.built = assets;
      },
      () => undefined,
    );
    return promise;
  }
}
