import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/foreign/site-config.ts';
import { createSession } from '../../../cli/session/session.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { compileSite } from '../../../cli/markdown/compile-site.ts';

// The page list of the product description (sections 2.1–2.6), as routes under each locale prefix.
const SECTIONS: Record<string, string[]> = {
  '': ['', 'pricing'],
  'config/': ['', 'configuration', 'site', 'style', 'preview', 'global', 'other', 'side'],
  'faq/': ['', 'howto', 'seealso', 'why', 'error'],
  'guide/': ['', 'webdav', 'ecosystem', 'community', 'changelog', 'sponsor'],
  'guide/install/': [
    '',
    'script',
    'manual',
    'docker',
    'desktop',
    'paas',
    'source',
    'reverse-proxy',
  ],
  'guide/advanced/': [
    'user',
    'rapid_upload',
    'alias',
    '2fa',
    'search',
    'balance',
    'meta',
    'ipa',
    'sso',
    'offline-download',
    's3',
    'ftp',
    'backup',
    'system_arch',
  ],
  'guide/api/': ['apifox', 'auth', 'fs', 'public', 'task'],
  'guide/api/admin/': ['', 'user', 'meta', 'driver', 'storage', 'setting', 'task'],
  'guide/drivers/': [
    '',
    'common',
    'local',
    'develop',
    '115',
    '115_open',
    '123',
    '139',
    '189',
    'Crypt',
    'SMB',
    'Seafile',
    'Terabox',
    'alias',
    'baidu',
    'dropbox',
    'ftp',
    'github',
    'googledrive',
    'mega',
    'onedrive',
    'pikpak',
    'quark',
    's3',
    'sftp',
    'thunder',
    'webdav',
    'yandex',
  ],
  'tool/115/': ['token'],
  'tool/aliyundrive/': ['callback', 'request'],
  'tool/baidu/': ['callback'],
  'tool/dropbox/': ['callback', 'request'],
  'tool/google/': ['album', 'callback', 'request'],
  'tool/onedrive/': ['callback', 'request', 'webdav'],
  'tool/wopan/': ['token'],
  'tool/yandex/': ['callback'],
};

const docs = path.resolve('docs');
const routes = Object.entries(SECTIONS).flatMap(([dir, names]) => names.map((n) => `/${dir}${n}`));

/** Every storage driver of AList itself (not the OpenList fork) must be documented by some driver page. */
function alistDriverNames(): string[] | null {
  const facts = path.resolve('../shared/facts/drivers.json');
  if (!existsSync(facts)) return null;
  const { drivers } = JSON.parse(readFileSync(facts, 'utf8')) as {
    drivers: { name: string; source: string }[];
  };
  return drivers.filter((d) => d.source === 'alist').map((d) => d.name);
}

describe('the AList site', () => {
  // a cold compile of the whole site: seconds, more on a busy CI machine
  it(
    'has every page of the product description in both locales, and each compiles without errors',
    { timeout: 120_000 },
    async () => {
      const logger = createLogger({ quiet: true });
      const config = await loadConfig(docs);
      const session = await createSession({ config, logger, mode: 'check' });
      const { pages, diagnostics } = await compileSite(session);
      const built = new Set(pages.map((p) => p.data.route));
      const missing = ['/', '/zh/']
        .flatMap((prefix) => routes.map((r) => prefix + r.slice(1)))
        .filter((r) => !built.has(r));
      expect(missing).toEqual([]);
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const names = alistDriverNames();
      if (names) {
        const tables = pages
          .filter((p) => p.data.route.startsWith('/guide/drivers/'))
          .map((p) => p.source.source)
          .join('\n');
        expect(names.filter((n) => !tables.includes(`driver="${n}"`))).toEqual([]);
      }
    },
  );
});
