import { importModule } from './import-module.ts';

/**
 * esbuild's API, loaded when a bundle is first made: a site whose bundles come from the installation (see
 * `bundleHome`) and has no config to bundle never needs it, and its import weighs on every command's start.
 */
export const loadEsbuild = () => importModule<typeof import('esbuild')>('esbuild');
