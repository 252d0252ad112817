import { hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { escapeHtml } from '../render/html-template.ts';
import { formatRanges, parseHighlightRanges, type LineRange } from './source/line-ranges.ts';
import { highlightThreads } from './highlight-thread.ts';
import { writeWhole } from '../core/build-cache.ts';
import { toolchainKey } from '../core/toolchain.ts';

export interface HighlightRequest {
  code: string;
  /** A grammar name shiki knows (see dialects/languages.ts), or `text`. */
  lang: string;
  /** Lines to highlight as written (`1,3-5`); clamped to the block's lines here. */
  highlight?: string;
}

// kept blocks are coloured again by any other code, shiki, grammar or theme
// (all within the toolchain's key)
const cacheVersion = () => toolchainKey();
/** The largest block `prefetch` starts, in characters of code (see there). */
const PREFETCH_MAX_BLOCK = 64 * 1024;

function keyOf({ code, lang, highlight = '' }: HighlightRequest): {
  key: string;
  ranges: LineRange[];
} {
  const ranges = highlight ? parseHighlightRanges(highlight, code.split('\n').length) : [];
  return {
    key: hash('sha1', `${lang}\0${formatRanges(ranges)}\0${code}`, 'base64url'),
    ranges,
  };
}

/**
 * One shiki highlighter per process with a content-hash cache of finished HTML,
 * kept on disk between runs, so an unchanged code block is never highlighted
 * twice. Both themes are emitted at once (CSS variables), so switching the
 * colour mode needs no re-highlighting.
 */
export class CodeHighlighter {
  private cache = new Map<string, string>();
  /**
   * Blocks being highlighted now: the same block twice on one page is
   * highlighted once.
   */
  private pending = new Map<string, Promise<string>>();
  /**
   * Blocks started by `prefetch` that no page has asked for yet, with their job
   * on the worker.
   */
  private prefetched = new Map<string, number>();
  private used = new Set<string>();
  private dirty = false;
  /**
   * `ms` adds up each block's wait: with the worker, blocks overlap the main
   * thread's work and each other.
   */
  stats = { hits: 0, misses: 0, ms: 0 };

  /**
   * Where this process's blocks were coloured: on the main thread, or on this
   * many worker threads.
   */
  get threads(): number {
    return highlightThreads.workers;
  }

  /**
   * `plain`: code is escaped, not coloured. `check` reads links, anchors and
   * front matter and never shows code, so it does not pay for grammars and
   * tokenising; plain output is never written to the shared cache.
   */
  constructor(
    private readonly cacheFile: string | null,
    private readonly options: { plain?: boolean; preload?: boolean } = {},
  ) {
    if (options.plain) this.cacheFile = null;
    if (this.cacheFile && existsSync(this.cacheFile)) {
      try {
        const saved = JSON.parse(readFileSync(this.cacheFile, 'utf8')) as {
          version: string;
          entries: Record<string, string>;
        };
        if (saved.version === cacheVersion()) this.cache = new Map(Object.entries(saved.entries));
      } catch {
        // a corrupt cache is only a slower build
      }
    }
    // a build with nothing kept from an earlier run will need shiki: a worker
    // loads it while the build prepares. Not in dev, where a save in the first
    // seconds could wait behind it
    if (options.preload && !this.cache.size) highlightThreads.preload();
  }

  /**
   * Each distinct (language, code, highlighted lines) is highlighted once;
   * later requests reuse the HTML.
   */
  highlight(request: HighlightRequest): Promise<string> {
    const { key, ranges } = keyOf(request);
    this.used.add(key);
    // a block started ahead of its page counts as coloured by this request, the
    // first to need it
    const counted = this.prefetched.delete(key) ? 'misses' : 'hits';
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      this.stats[counted] += 1;
      return Promise.resolve(cached);
    }
    const pending = this.pending.get(key);
    if (pending) {
      this.stats[counted] += 1;
      return pending;
    }
    this.stats.misses += 1;
    return this.start(key, request.code, request.lang, ranges).html;
  }

  /**
   * The HTML of those of `requests` coloured or being coloured (waiting for the latter), without
   * counting them as asked for: a page compiled on a worker takes them along, and the worker says
   * which it used, each then asked for here (`highlight`).
   */
  async coloured(requests: readonly HighlightRequest[]): Promise<[HighlightRequest, string][]> {
    const found = requests.map(async (request): Promise<[HighlightRequest, string] | null> => {
      const { key } = keyOf(request);
      const html = this.cache.get(key) ?? (await this.pending.get(key)?.catch(() => undefined));
      return html === undefined ? null : [request, html];
    });
    return (await Promise.all(found)).filter((entry) => entry !== null);
  }

  /**
   * Starts colouring blocks that pages not yet parsed are expected to hold
   * (source/fence-scan.ts), so the worker begins while this thread still waits
   * for the client bundle and parses the first pages: on a code-heavy site the
   * worker's colouring is the longest path of a cold build. Only with a worker
   * (on this thread it would delay what it should overlap). Blocks no page
   * asked for are dropped by `dropPrefetched` once every page is compiled, and
   * never saved. Blocks above 64 KB wait for their page, so what a dropped job
   * leaves running is bounded. Their languages' grammars are loaded first, on
   * the worker or here alike (see loadLanguages).
   */
  prefetch(requests: Iterable<HighlightRequest>): void {
    if (this.options.plain) return;
    const ahead = [...requests].filter((request) => request.code.length <= PREFETCH_MAX_BLOCK);
    // a rebuild whose pages hold only blocks coloured before starts no worker to load shiki
    if (ahead.every((request) => this.cache.has(keyOf(request).key))) return;
    const offloading = highlightThreads.offloads();
    highlightThreads.expectLanguages(ahead.map((request) => request.lang));
    if (!offloading) return;
    for (const request of ahead) {
      const { key, ranges } = keyOf(request);
      if (this.cache.has(key) || this.pending.has(key)) continue;
      const { id, html } = this.start(key, request.code, request.lang, ranges);
      if (id !== null) this.prefetched.set(key, id);
      // a failure or a drop is for the page that asks for the block to see (it
      // colours it again), not for here
      html.catch(() => undefined);
    }
  }

  /**
   * Drops the blocks `prefetch` started that no page asked for: a page that
   * failed to parse (a hostile one, with megabytes of code) must not keep the
   * worker colouring, and the process open, after the build has failed.
   */
  dropPrefetched(): void {
    highlightThreads.cancel(this.prefetched.values());
    this.prefetched.clear();
  }

  /** Ends the colouring workers: nothing more is due (a build's pages are compiled). */
  release(): void {
    highlightThreads.release();
  }

  private start(
    key: string,
    code: string,
    lang: string,
    ranges: readonly LineRange[],
  ): { id: number | null; html: Promise<string> } {
    const { id, html: rendered } = this.render(code, lang, ranges);
    const job = rendered
      .then((html) => {
        this.cache.set(key, html);
        this.dirty = true;
        return html;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return { id, html: job };
  }

  private render(
    code: string,
    lang: string,
    ranges: readonly LineRange[],
  ): { id: number | null; html: Promise<string> } {
    if (this.options.plain)
      return {
        id: null,
        html: Promise.resolve(`<pre class="shiki plain"><code>${escapeHtml(code)}</code></pre>`),
      };
    const started = performance.now();
    const { id, html } = highlightThreads.submit(code, lang, ranges);
    return {
      id,
      html: html.then((done) => {
        this.stats.ms += performance.now() - started;
        return done;
      }),
    };
  }

  /**
   * Writes the cache, keeping only entries this run used so it does not grow
   * without bound.
   */
  save(): void {
    if (!this.cacheFile || !this.dirty) return;
    const entries: Record<string, string> = {};
    for (const key of this.used) {
      const v = this.cache.get(key);
      if (v !== undefined) entries[key] = v;
    }
    writeWhole(this.cacheFile, JSON.stringify({ version: cacheVersion(), entries }));
    this.dirty = false;
  }
}
