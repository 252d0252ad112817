// How hard compressed copies are made; no imports, so the command line's options can name the levels cheaply.

/** How hard one file's copies are compressed: brotli's quality and gzip's level. */
export interface CopySetting {
  brotli: number;
  gzip: number;
}

/**
 * `standard`, a build's default, costs in proportion to bytes: gzip 6 and brotli 5 run at 40 to 60 MB/s,
 * where brotli 10 and 11 run at 0.3 to 1 MB/s for 9 to 10 % fewer bytes (gzip 9 saves 0.5 %). `max` pays
 * that for every file, for a deploy that compresses once and serves many times.
 */
export type CompressLevel = 'standard' | 'max';
export const COMPRESS_LEVELS: readonly CompressLevel[] = ['standard', 'max'];
export const GZIP_LEVEL = 6;
const MAX_SETTING: CopySetting = { brotli: 11, gzip: 9 };

/**
 * The runtime, its shared chunks, CSS and site data: content-hashed, fetched on every first visit and rarely
 * changed. Page data, search shards and vendored libraries are hashed too, but are many or large and each is fetched
 * by few visits.
 */
const FIRST_VISIT_ASSET = /^assets[\\/](chunks[\\/])?[^\\/]+$/;

/**
 * The setting for the file at `relative` (below the output folder): `max`'s, or brotli 10 for first-visit assets
 * (540 KB on this repository's site, where 10 saves 7 % over 5 for 0.5 s of CPU on the compression worker,
 * early in the build while that worker would otherwise wait) and 5 for everything else.
 */
export const settingFor = (level: CompressLevel, relative: string): CopySetting =>
  level === 'max'
    ? MAX_SETTING
    : { brotli: FIRST_VISIT_ASSET.test(relative) ? 10 : 5, gzip: GZIP_LEVEL };
