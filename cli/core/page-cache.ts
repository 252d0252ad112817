import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledPage } from '../markdown/compile.ts';

const CACHE_VERSION = 1;
const markdownDir = fileURLToPath(new URL('../markdown/', import.meta.url));

export const sha = (...parts: string[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('base64url');
};

/** One hash of every file below `dir`, names and contents. */
export function hashTree(dir: string): string {
  if (!existsSync(dir)) return '';
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(path.join(dir, f)).isFile()).sort();
  return sha(...files.flatMap((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
}

/**
 * What every page's output depends on besides its own source: the markdown plugins, the server runtime (theme and
 * components), the site folder (config, data, components) and the site's page list (links, catalogs, tables).
 */
export function environmentKey({ siteDir, serverInputs, pageList }: { siteDir: string; serverInputs: string[]; pageList: string }): string {
  const server = sha(...serverInputs.filter((f) => existsSync(f)).sort().map((f) => readFileSync(f, 'utf8')));
  return sha(String(CACHE_VERSION), hashTree(markdownDir), hashTree(siteDir), server, pageList);
}

interface Entry {
  compiled: CompiledPage;
  /** Files the page read besides itself, with the hash of their content when it was compiled. */
  dependencies: Record<string, string>;
}

/** Compiled pages from the previous run, reused when nothing they depend on changed. */
export class PageCache {
  private entries = new Map<string, Entry>();
  private used = new Map<string, Entry>();

  constructor(private readonly file: string | null) {
    if (file && existsSync(file)) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: number; entries: Record<string, Entry> };
        if (saved.version === CACHE_VERSION) this.entries = new Map(Object.entries(saved.entries));
      } catch {
        // a damaged cache only costs a full compile
      }
    }
  }

  key(environment: string, source: string): string {
    return sha(environment, source);
  }

  get(key: string): CompiledPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    for (const [file, hash] of Object.entries(entry.dependencies)) {
      if (!existsSync(file) || sha(readFileSync(file, 'utf8')) !== hash) return null;
    }
    this.used.set(key, entry);
    return structuredClone(entry.compiled);
  }

  set(key: string, compiled: CompiledPage): void {
    const dependencies = Object.fromEntries(compiled.dependencies.filter((f) => existsSync(f)).map((f) => [f, sha(readFileSync(f, 'utf8'))]));
    this.used.set(key, { compiled: structuredClone(compiled), dependencies });
  }

  /** Keeps only this run's pages, so the cache does not grow without bound. */
  save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: CACHE_VERSION, entries: Object.fromEntries(this.used) }));
    renameSync(tmp, this.file);
  }
}
