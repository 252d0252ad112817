/** Handed in by bin/cli-loader.mjs when the CLI runs from its CommonJS bundle. */
declare const __docsBuildImport: ((specifier: string) => Promise<unknown>) | undefined;

/**
 * `import()` of an ES module that is not bundled into the CLI: a package only `import` loads (shiki), the bundle
 * made from a site's config, its server bundle. The CLI's bundle is CommonJS run through `vm.Script` for V8's code
 * cache, where `import()` has no loader on Node 20 (and with cached code, not even with the experimental one); the
 * launcher hands in its own. Run from the sources (tests, tsx), or from a worker's ES module, it is plain `import()`.
 * A bare name resolves from docs-build's installation either way.
 */
export function importModule<T>(specifier: string): Promise<T> {
  return (
    typeof __docsBuildImport === 'function' ? __docsBuildImport(specifier) : import(specifier)
  ) as Promise<T>;
}
