import { describe, expect, it } from 'vitest';
import {
  commonFolder,
  fileToRoute,
  localeOfRoute,
  normalizePath,
  resolveRoute,
  routeToOutputFile,
  switchLocale,
} from '../../../runtime/shared/routes.ts';

describe('routes', () => {
  it.each([
    ['README.md', '/'],
    ['guide/README.md', '/guide/'],
    ['guide/install/docker.md', '/guide/install/docker'],
    ['zh/guide/index.md', '/zh/guide/'],
    ['guide/drivers/Crypt.md', '/guide/drivers/Crypt'],
  ])('file %s → route %s', (file, route) => expect(fileToRoute(file)).toBe(route));

  it.each([
    ['/', 'index.html'],
    ['/guide/', 'guide/index.html'],
    ['/guide/x', 'guide/x.html'],
  ])('route %s → %s', (r, f) => expect(routeToOutputFile(r)).toBe(f));

  it.each([
    ['/guide/install/docker.html', '/guide/install/docker'],
    ['/guide/index.html', '/guide/'],
    ['//guide//x', '/guide/x'],
    ['/zh/%E6%8C%87%E5%8D%97', '/zh/指南'],
    ['/guide/README.md', '/guide/'],
    ['/bad%E0', '/bad%E0'],
    // what a relative link such as `../` or `./` from a page becomes once joined to its folder
    ['/./', '/'],
    ['/.', '/'],
    ['/guide/./x', '/guide/x'],
    ['/guide/../', '/'],
    ['/guide/..', '/'],
    ['/guide/x/../y', '/guide/y'],
    ['/../../x', '/x'],
    ['/guide/.', '/guide/'],
  ])('normalizes %s to %s', (p, n) => expect(normalizePath(p)).toBe(n));

  it('resolves folder paths with or without the trailing slash', () => {
    const routes = { '/guide/': 1, '/guide/x': 1 };
    expect(resolveRoute('/guide', routes)).toBe('/guide/');
    expect(resolveRoute('/guide/x/', routes)).toBe('/guide/x');
    expect(resolveRoute('/guide/x.html', routes)).toBe('/guide/x');
    expect(resolveRoute('/nope', routes)).toBeNull();
  });

  it("resolves a README published as a page of its own, else the folder's page", () => {
    const withReadme = { '/': 1, '/README': 1, '/guide/': 1, '/guide/README': 1 };
    expect(resolveRoute('/README.html', withReadme)).toBe('/README');
    expect(resolveRoute('/guide/README', withReadme)).toBe('/guide/README');
    expect(resolveRoute('/guide/README', { '/guide/': 1 })).toBe('/guide/');
  });

  it('finds the locale by the longest prefix and switches between locales', () => {
    expect(localeOfRoute('/zh/guide/', ['/', '/zh/'])).toBe('/zh/');
    expect(localeOfRoute('/zhx', ['/', '/zh/'])).toBe('/');
    expect(switchLocale('/zh/guide/x', '/zh/', '/')).toBe('/guide/x');
    expect(switchLocale('/guide/x', '/', '/zh/')).toBe('/zh/guide/x');
  });
});

describe('commonFolder', () => {
  it('is the deepest folder holding every route, a folder route counting as its own folder', () => {
    expect(commonFolder(['/guide/a', '/guide/b/c'])).toBe('/guide/');
    expect(commonFolder(['/addons/official', '/addons/official/x'])).toBe('/addons/');
    expect(commonFolder(['/addons/official/', '/addons/official/x'])).toBe('/addons/official/');
    expect(commonFolder(['/guide/a', '/api/b'])).toBe('/');
    expect(commonFolder([])).toBe('/');
  });

  it('ends on a route that is not written from the root', () => {
    expect(commonFolder(['/guide/a', 'guide/b'])).toBe('/');
  });
});
