import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHome, INSTALLED_BUNDLES, pruneBundles } from '../../../cli/bundle/bundle-home.ts';
import type { ResolvedConfig } from '../../../cli/config/types.ts';

const cli = path.resolve('bin/docs-build.js');
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-bundles-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const withComponents = (components: Record<string, unknown>) =>
  ({ components }) as unknown as ResolvedConfig;

describe('where the runtime bundles are kept', () => {
  it('with the installation for a site with no components of its own, one per key; in the site cache otherwise', () => {
    const bare = withComponents({});
    const home = bundleHome(bare, 'client-hashed', '{"base":"/"}', '/site/cache');
    expect(path.dirname(home!)).toBe(INSTALLED_BUNDLES);
    expect(bundleHome(withComponents({}), 'client-hashed', '{"base":"/"}', '/other/cache')).toBe(
      home,
    );
    expect(bundleHome(bare, 'client-hashed', '{"base":"/docs/"}', '/site/cache')).not.toBe(home);
    expect(bundleHome(bare, 'server', '{"base":"/"}', '/site/cache')).not.toBe(home);
    const own = withComponents({ Price: { absolutePath: '/site/Price.tsx' } });
    expect(bundleHome(own, 'client-hashed', '{"base":"/"}', '/site/cache')).toBe(
      path.join('/site/cache', 'client-hashed'),
    );
    expect(bundleHome(own, 'client-hashed', '{"base":"/"}', null)).toBeNull();
  });

  it("in the site cache when the installation's folder cannot be written", () => {
    // a file where the folder would be: mkdir fails, as it does in an installation the user may not write
    const blocked = path.join(work, 'not-a-folder');
    writeFileSync(blocked, '');
    expect(
      bundleHome(withComponents({}), 'server', 'k', '/site/cache', path.join(blocked, 'bundles')),
    ).toBe(path.join('/site/cache', 'server'));
    expect(
      bundleHome(withComponents({}), 'client-hashed', 'k', null, path.join(blocked, 'bundles')),
    ).toBeNull();
    expect(
      path.dirname(
        bundleHome(withComponents({}), 'server', 'k', '/site/cache', path.join(work, 'writable'))!,
      ),
    ).toBe(path.join(work, 'writable'));
  });

  it(
    "a cold build of a second bare site reuses the first one's bundles from the installation",
    { timeout: 120_000 },
    () => {
      const build = (name: string, text: string) => {
        const docs = path.join(work, name, 'docs');
        mkdirSync(docs, { recursive: true });
        writeFileSync(path.join(docs, 'index.md'), text);
        const run = spawnSync(process.execPath, [cli, 'build', 'docs', '--clean'], {
          cwd: path.join(work, name),
          encoding: 'utf8',
          timeout: 100_000,
        });
        expect(run.status, run.stderr).toBe(0);
        const entry = readdirSync(path.join(work, name, 'dist', 'assets')).find((f) =>
          /^entry-client\..*\.js$/.test(f),
        );
        // nothing of the runtime's is bundled into the site's own cache
        expect(existsSync(path.join(docs, '.cache', 'docs-build', 'client-hashed'))).toBe(false);
        expect(existsSync(path.join(docs, '.cache', 'docs-build', 'server'))).toBe(false);
        return entry!;
      };
      const first = build('one', '# One\n\nFirst site.\n');
      // the one this build used: older ones (another checkout's, a build without compression) may hold the same entry
      const installed = readdirSync(INSTALLED_BUNDLES)
        .map((name) => path.join(INSTALLED_BUNDLES, name))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
        .find(
          (dir) =>
            existsSync(path.join(dir, 'manifest.json')) &&
            readFileSync(path.join(dir, 'manifest.json'), 'utf8').includes(`assets/${first}`),
        );
      expect(installed).toBeDefined();
      // with the compressed copies the first build made, which the next ones copy
      for (const ext of ['.gz', '.br'])
        expect(existsSync(path.join(installed!, 'files', 'assets', first + ext))).toBe(true);
      const written = statSync(path.join(installed!, 'manifest.json')).mtimeMs;
      expect(build('two', '# Two\n\nAnother site, other words.\n')).toBe(first);
      expect(statSync(path.join(installed!, 'manifest.json')).mtimeMs).toBe(written);
    },
  );

  it('prunes the least recently used bundles of a kind past a few, never one used within the hour', () => {
    const root = path.join(work, 'installed');
    const dir = (name: string, hoursAgo: number) => {
      mkdirSync(path.join(root, name), { recursive: true });
      const used = new Date(Date.now() - hoursAgo * 3_600_000);
      utimesSync(path.join(root, name), used, used);
      return path.join(root, name);
    };
    const stale = Array.from({ length: 8 }, (_, i) => dir(`client-dev-${i}`, 100 - i));
    const inUse = dir('client-dev-busy', 0.5);
    const other = dir('server-0', 200);
    const current = dir('client-dev-new', 0);
    pruneBundles(root, 'client-dev', current);
    // kept: the one just written, and five others by last use (the one in use among them); the rest were stale
    expect([current, inUse, ...stale.slice(4), other].every((d) => existsSync(d))).toBe(true);
    expect(stale.slice(0, 4).some((d) => existsSync(d))).toBe(false);
    // past the count, a bundle used within the hour stays
    const busy = Array.from({ length: 7 }, (_, i) => dir(`client-hashed-${i}`, 0.1 * i));
    pruneBundles(root, 'client-hashed', busy[0]);
    expect(busy.every((d) => existsSync(d))).toBe(true);
  });
});
