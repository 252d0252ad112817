import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';

/** The folder docs-build is installed in: where React, react-dom and our runtime come from, wherever the site lives. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Packages the theme and a site's components must share: two copies of React break hooks. */
const SHARED = /^(react|react-dom|scheduler)(\/|$)/;
/** Our own package by name: `docs-build` (defineConfig for a site's config) and `docs-build/runtime/…`. */
const OWN = /^docs-build(\/|$)/;
/** What node loads by itself; anything else an external import names (CSS, images) is bundled with its loader. */
const NODE_LOADABLE = /\.(m?js|cjs|json)$/;
const RESOLVING = Symbol('docs-build-resolving');

/** Whether node 20's `require` can load this file: not an ES module by its extension or its package's `type`. */
function requirable(file: string): boolean {
  if (/\.mjs$/.test(file)) return false;
  if (/\.(cjs|json)$/.test(file)) return true;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try {
      return (
        (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string })
          .type !== 'module'
      );
    } catch {
      if (path.dirname(dir) === dir) return true;
    }
  }
}

/** Our runtime and a site's own files, as opposed to installed packages (docs-build may itself be one). */
export function isFirstParty(importer: string): boolean {
  const ours = path.relative(PACKAGE_ROOT, importer);
  const inside = ours && !ours.startsWith('..') && !path.isAbsolute(ours);
  return !(inside ? ours : importer).split(/[\\/]/).includes('node_modules');
}

/** A bare import's package name: `@shikijs/core/wasm` → `@shikijs/core`. */
export function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export interface PackageResolutionOptions {
  external: boolean;
  /**
   * With `external`, packages bundled all the same, with everything they import except packages this refuses: each
   * module node loads costs time, and a command that loads hundreds of small ones starts slowly. Given the import as
   * written (`shiki/langs`), so one entry of a package can be bundled and the rest left out.
   */
  inline?: (spec: string) => boolean;
  /**
   * `cjs` when the bundle is CommonJS: packages left out are then loaded by `require`, resolved with its conditions
   * to a path. Our own files may not import such a package with `import()`, which the CLI's CommonJS bundle cannot
   * run (see bin/cli-loader.mjs): they use `importModule`, and the build fails saying so.
   */
  format?: 'esm' | 'cjs';
}

/**
 * Bare imports, resolved the way a site needs them. Bundles live in a cache folder that may be far from both the
 * site and the installation, so nothing may be left for node to look up from there: shared packages come from
 * docs-build's installation; other packages from the importing file's folder first (a site's own dependencies),
 * then from the installation. With `external`, packages stay out of the bundle and are imported by absolute URL.
 */
export function packageResolution({
  external,
  inline,
  format = 'esm',
}: PackageResolutionOptions): esbuild.Plugin {
  const commonJs = format === 'cjs';
  // what node is asked to load: `require` takes a path, `import` a URL
  const leftOut = (file: string, kind: esbuild.ImportKind) =>
    kind === 'require-call' ? file : pathToFileURL(file).href;
  return {
    name: 'docs-build-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (
          args.pluginData === RESOLVING ||
          path.isAbsolute(args.path) ||
          (/^[a-z][\w+.-]*:/i.test(args.path) && !args.path.startsWith('node:'))
        )
          return undefined;
        if (isBuiltin(args.path)) return external ? { path: args.path, external: true } : undefined;
        // a CommonJS bundle requires what it leaves out, which then resolves as `require` would (a package's CommonJS build)
        const outKind: esbuild.ImportKind =
          commonJs && args.kind === 'import-statement' ? 'require-call' : args.kind;
        const resolveFrom = async (spec: string, resolveDir: string, kind = args.kind) => {
          const result = await build.resolve(spec, {
            kind,
            resolveDir,
            importer: args.importer,
            pluginData: RESOLVING,
          });
          return result.errors.length ? null : result;
        };
        const inlined = external && inline?.(args.path);
        // a package's own imports resolve as its authors meant; only first-party files (runtime, site) need help,
        // and an inlined package's imports of packages kept out, which node must then find by absolute URL
        if (!isFirstParty(args.importer)) {
          if (!external || !inline || inlined) return undefined;
          const found = await resolveFrom(args.path, args.resolveDir, outKind);
          if (!found || !NODE_LOADABLE.test(found.path)) return undefined;
          return { path: leftOut(found.path, outKind), external: true };
        }
        if (OWN.test(args.path)) {
          // our package is TypeScript: always bundled, never left for node to load
          const rest = args.path.slice('docs-build'.length);
          const found = await resolveFrom(
            rest ? `.${rest}` : './cli/config/define-config.ts',
            PACKAGE_ROOT,
          );
          return found ? { path: found.path } : undefined;
        }
        const lookUp = async (kind: esbuild.ImportKind) =>
          SHARED.test(args.path)
            ? resolveFrom(args.path, PACKAGE_ROOT, kind)
            : ((await resolveFrom(args.path, args.resolveDir, kind)) ??
              (await resolveFrom(args.path, PACKAGE_ROOT, kind)));
        const found = await lookUp(args.kind);
        // unresolved: esbuild reports it where the import is written
        if (!found) return undefined;
        if (external && !inlined && NODE_LOADABLE.test(found.path)) {
          const loaded = outKind === args.kind ? found : await lookUp(outKind);
          if (!commonJs || (args.kind !== 'dynamic-import' && loaded && requirable(loaded.path)))
            return { path: leftOut((loaded ?? found).path, outKind), external: true };
          const why =
            args.kind === 'dynamic-import'
              ? '`import()` cannot run in it'
              : 'the package is an ES module only';
          return {
            errors: [
              {
                text: `the CLI's CommonJS bundle cannot load '${args.path}' (${why}): load it with importModule (cli/core/import-module.ts)`,
              },
            ],
          };
        }
        return { path: found.path, sideEffects: found.sideEffects };
      });
    },
  };
}

/**
 * Whether a package is installed where node looks from docs-build: its folder in a `node_modules`
 * at or above the installation (an optional peer such as a video engine may be left out). Read from
 * the disk, since a package that exports no `require` entry cannot be asked with require.resolve.
 */
export function packageInstalled(name: string, from = PACKAGE_ROOT): boolean {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
