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
   * module node loads costs time, and a command that loads hundreds of small ones starts slowly.
   */
  inline?: (name: string) => boolean;
}

/**
 * Bare imports, resolved the way a site needs them. Bundles live in a cache folder that may be far from both the
 * site and the installation, so nothing may be left for node to look up from there: shared packages come from
 * docs-build's installation; other packages from the importing file's folder first (a site's own dependencies),
 * then from the installation. With `external`, packages stay out of the bundle and are imported by absolute URL.
 */
export function packageResolution({ external, inline }: PackageResolutionOptions): esbuild.Plugin {
  return {
    name: 'docs-build-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING || path.isAbsolute(args.path) || (/^[a-z][\w+.-]*:/i.test(args.path) && !args.path.startsWith('node:'))) return undefined;
        if (isBuiltin(args.path)) return external ? { path: args.path, external: true } : undefined;
        const resolveFrom = async (spec: string, resolveDir: string) => {
          const result = await build.resolve(spec, { kind: args.kind, resolveDir, importer: args.importer, pluginData: RESOLVING });
          return result.errors.length ? null : result;
        };
        const inlined = external && inline?.(packageName(args.path));
        // a package's own imports resolve as its authors meant; only first-party files (runtime, site) need help,
        // and an inlined package's imports of packages kept out, which node must then find by absolute URL
        if (!isFirstParty(args.importer)) {
          if (!external || !inline || inlined) return undefined;
          const found = await resolveFrom(args.path, args.resolveDir);
          if (!found || !NODE_LOADABLE.test(found.path)) return undefined;
          // `require` takes a path, `import` a URL
          return { path: args.kind === 'require-call' ? found.path : pathToFileURL(found.path).href, external: true };
        }
        if (OWN.test(args.path)) {
          // our package is TypeScript: always bundled, never left for node to load
          const rest = args.path.slice('docs-build'.length);
          const found = await resolveFrom(rest ? `.${rest}` : './cli/config/define-config.ts', PACKAGE_ROOT);
          return found ? { path: found.path } : undefined;
        }
        const found = SHARED.test(args.path)
          ? await resolveFrom(args.path, PACKAGE_ROOT)
          : (await resolveFrom(args.path, args.resolveDir)) ?? (await resolveFrom(args.path, PACKAGE_ROOT));
        // unresolved: esbuild reports it where the import is written
        if (!found) return undefined;
        if (external && !inlined && NODE_LOADABLE.test(found.path)) return { path: pathToFileURL(found.path).href, external: true };
        return { path: found.path, sideEffects: found.sideEffects };
      });
    },
  };
}
