import { decodeHTMLAttribute } from 'entities';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { engineFor, type Engine } from '../../runtime/islands/media-engines.ts';

/** The package each streaming engine comes from. */
const ENGINE_PACKAGES: Partial<Record<Engine, string>> = {
  hls: 'hls.js',
  dash: 'dashjs',
  mpegts: 'mpegts.js',
};

/** A player in a compiled page: its component marker and its props, as the markdown stage writes them. */
const PLAYER = /data-(?:component|island)="VideoPlayer"[^>]*?\sdata-props="([^"]*)"/g;

function playersOf(html: string): { src: string; type?: string }[] {
  const found = [];
  for (const [, props] of html.matchAll(PLAYER)) {
    try {
      const value = JSON.parse(decodeHTMLAttribute(props)) as { src?: unknown; type?: unknown };
      if (typeof value.src === 'string')
        found.push({
          src: value.src,
          type: typeof value.type === 'string' ? value.type : undefined,
        });
    } catch {
      /* props that do not parse are the component check's to report */
    }
  }
  return found;
}

/** The line of a page's source that names `src`, for the diagnostic. */
function lineOf(source: string, src: string): number {
  const at = source.indexOf(src);
  return at < 0 ? 1 : source.slice(0, at).split('\n').length;
}

/**
 * A video whose streaming engine (hls.js, dash.js, mpegts.js) is not installed: the engines are
 * optional, and a page that needs one names the package to add instead of a player that fails in
 * the browser.
 */
export function checkVideoEngines(
  pages: BuiltPage[],
  installed: (name: string) => boolean,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const page of pages) {
    // kept with the compiled page (page-data.ts), so a kept page's HTML is not read for it
    if (!(page.compiled.namesVideoPlayer ?? page.compiled.html.includes('VideoPlayer'))) continue;
    for (const { src, type } of playersOf(page.compiled.html)) {
      const engine = engineFor(src, type);
      const name = engine ? ENGINE_PACKAGES[engine] : undefined;
      if (!name || installed(name)) continue;
      out.push({
        severity: 'error',
        file: page.source.displayPath,
        line: lineOf(page.source.source, src),
        column: 1,
        rule: 'video/engine',
        message: `the video ${src} plays with ${name}, which is not installed`,
        hint: `add it to the project: npm install --save-dev ${name}`,
      });
    }
  }
  return out;
}
