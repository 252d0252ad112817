import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundledLanguages, createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';

export interface HighlightRequest {
  code: string;
  lang: string;
  highlightLines: Set<number>;
}

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
const CACHE_VERSION = 1;

/**
 * One shiki highlighter per process with a content-hash cache of finished HTML, kept on disk between runs, so an
 * unchanged code block is never highlighted twice. Both themes are emitted at once (CSS variables), so switching
 * the colour mode needs no re-highlighting.
 */
export class CodeHighlighter {
  private highlighter: Promise<Highlighter> | null = null;
  private cache = new Map<string, string>();
  private used = new Set<string>();
  private dirty = false;
  stats = { hits: 0, misses: 0, ms: 0 };

  constructor(private readonly cacheFile: string | null) {
    if (cacheFile && existsSync(cacheFile)) {
      try {
        const saved = JSON.parse(readFileSync(cacheFile, 'utf8')) as { version: number; entries: Record<string, string> };
        if (saved.version === CACHE_VERSION) this.cache = new Map(Object.entries(saved.entries));
      } catch {
        // a corrupt cache is only a slower build
      }
    }
  }

  static isKnownLanguage(lang: string): boolean {
    return lang in bundledLanguages || ['text', 'txt', 'plain', 'plaintext'].includes(lang);
  }

  async highlight({ code, lang, highlightLines }: HighlightRequest): Promise<string> {
    const key = createHash('sha1').update(`${lang}\0${[...highlightLines].join(',')}\0${code}`).digest('base64url');
    this.used.add(key);
    const cached = this.cache.get(key);
    if (cached !== undefined) { this.stats.hits += 1; return cached; }
    const started = performance.now();
    const highlighter = await this.load();
    const language = lang in bundledLanguages ? lang : 'text';
    if (language !== 'text' && !highlighter.getLoadedLanguages().includes(language)) {
      await highlighter.loadLanguage(language as keyof typeof bundledLanguages);
    }
    const transformers: ShikiTransformer[] = highlightLines.size ? [{
      line(node, line) { if (highlightLines.has(line)) this.addClassToHast(node, 'highlighted'); },
    }] : [];
    const html = highlighter.codeToHtml(code, { lang: language, themes: THEMES, defaultColor: 'light', transformers });
    this.cache.set(key, html);
    this.dirty = true;
    this.stats.misses += 1;
    this.stats.ms += performance.now() - started;
    return html;
  }

  /** Writes the cache, keeping only entries this run used so it does not grow without bound. */
  save(): void {
    if (!this.cacheFile || !this.dirty) return;
    const entries: Record<string, string> = {};
    for (const key of this.used) { const v = this.cache.get(key); if (v !== undefined) entries[key] = v; }
    mkdirSync(path.dirname(this.cacheFile), { recursive: true });
    const tmp = `${this.cacheFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: CACHE_VERSION, entries }));
    renameSync(tmp, this.cacheFile);
    this.dirty = false;
  }

  private load(): Promise<Highlighter> {
    this.highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [] });
    return this.highlighter;
  }
}

/** `{1,3-5}` → {1,3,4,5}. */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const [a, b] = part.trim().split('-').map(Number);
    if (!Number.isInteger(a)) continue;
    for (let n = a; n <= (Number.isInteger(b) ? b : a); n += 1) lines.add(n);
  }
  return lines;
}
