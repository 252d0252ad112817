import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// semver comes with npm's own tools in node_modules; its types are not installed
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const pkg = read('package.json') as {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string } };
};
const lock = read('package-lock.json') as {
  packages: Record<string, { dev?: boolean; engines?: { node?: string } | string[] }>;
};

/** Each locked package's Node range, and whether only the repository's own tools need it. */
const locked = Object.entries(lock.packages)
  .filter(([name, p]) => name && p.engines && !Array.isArray(p.engines) && p.engines.node)
  .map(([name, p]) => ({
    name: name.replace(/^.*node_modules\//, ''),
    dev: Boolean(p.dev),
    range: (p.engines as { node: string }).node,
  }));

describe('the Node versions package.json states', () => {
  it('engines: its oldest version runs every package a user installs', () => {
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const refused = locked.filter((p) => !p.dev && !semver.satisfies(oldest, p.range));
    expect(refused).toEqual([]);
  });

  it('devEngines: its oldest version runs the whole toolchain, tests and benchmarks included', () => {
    expect(pkg.devEngines.runtime.name).toBe('node');
    const oldest = semver.minVersion(pkg.devEngines.runtime.version)!.version;
    const refused = locked.filter((p) => !semver.satisfies(oldest, p.range));
    expect(refused).toEqual([]);
  });
});
