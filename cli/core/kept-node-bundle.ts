import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keptInputsValid, recordInputs, writeWhole, type InputRecord } from './build-cache.ts';
import { bundleForNode, type NodeBundle, type NodeBundleOptions } from './node-bundle.ts';
import { toolchainKey } from './toolchain.ts';

interface KeptBundle {
  key: string;
  entry: string;
  inputs: Record<string, InputRecord>;
}

/**
 * As `bundleForNode`, but the bundle an earlier run left in `outdir` is taken while every file it was made from is
 * unchanged (and the toolchain that made it): a site's config is bundled once, not by an esbuild process started
 * for every build.
 */
export async function keptBundleForNode(
  options: NodeBundleOptions & { outdir: string },
): Promise<NodeBundle> {
  const { outdir, plugins: _plugins, ...shape } = options;
  const key = JSON.stringify({ ...shape, code: toolchainKey() });
  const manifestFile = path.join(outdir, 'kept-bundle.json');
  const kept = readKept(manifestFile, key);
  if (kept) return kept;
  const bundle = await bundleForNode(options);
  try {
    const record: KeptBundle = { key, entry: bundle.entry, inputs: recordInputs(bundle.inputs) };
    writeWhole(manifestFile, JSON.stringify(record));
  } catch {
    /* bundled again next time */
  }
  return bundle;
}

function readKept(manifestFile: string, key: string): NodeBundle | null {
  try {
    const kept = JSON.parse(readFileSync(manifestFile, 'utf8')) as KeptBundle;
    if (kept.key !== key || !existsSync(kept.entry)) return null;
    return keptInputsValid(manifestFile, kept)
      ? { entry: kept.entry, inputs: Object.keys(kept.inputs) }
      : null;
  } catch {
    return null;
  }
}
