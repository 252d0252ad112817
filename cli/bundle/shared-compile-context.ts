import { readFile } from 'node:fs/promises';
import type * as esbuild from 'esbuild';

/** The handler call of mdast-util-from-markdown 2.x's `compile`, each token with its own copy of the context. */
const COPIED_CONTEXT =
  /handler\[events\[index\]\[1\]\.type\]\.call\(\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}, events\[index\]\[1\]\)/;

/**
 * The same call with one context for every token, its `sliceSerialize` set for each. Unchanged (and reported as
 * such) when the installed version no longer holds that call: its tests then say the patch needs another look.
 */
export function shareCompileContext(source: string): { source: string; shared: boolean } {
  if (!COPIED_CONTEXT.test(source)) return { source, shared: false };
  const shared =
    '(context.sliceSerialize = events[index][2].sliceSerialize, handler[events[index][1].type].call(context, events[index][1]))';
  return { source: source.replace(COPIED_CONTEXT, () => shared), shared: true };
}

/**
 * mdast-util-from-markdown gives each token's handler a fresh copy of its compile context: one object of nine
 * fields per token, over a million for VitePress's docs, all garbage at once. The handlers of the markdown
 * extensions docs-build uses (GFM, math, its own) read the context and never add to it, so the bundled CLI gives
 * them one shared context. The sources (tests, the TypeScript fallback) run the package as installed, and both produce the same trees (tests/unit/core/shared-compile-context.test.ts).
 */
export const sharedCompileContext: esbuild.Plugin = {
  name: 'shared-compile-context',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/ },
      async (args) => ({
        contents: shareCompileContext(await readFile(args.path, 'utf8')).source,
        loader: 'js',
      }),
    );
  },
};
