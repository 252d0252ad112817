import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeWhole } from '../core/build-cache.ts';
import { toolchainKey } from '../core/toolchain.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { blockEnd, type ParsedSource } from './front-matter.ts';

type Parse = { parsed?: ParsedSource; diagnostics: Diagnostic[] };

/** A kept parse: the front matter and diagnostics as JSON, where the body starts. */
interface Entry {
  json: string;
  bodyStart: number;
  bodyLineOffset: number;
}

/** Whether JSON gives `value` back as it is: plain objects and arrays of strings, numbers, booleans. */
function plain(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(plain);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value).every(plain);
}

/**
 * Front matter read by earlier scans, by the page's path and block: the scan of a site where few
 * pages changed parses only those (reading YAML and checking it against the schema took most of
 * an unchanged rebuild's scan). One file for the whole site, read once, written when it changed,
 * holding only the entries this run used.
 */
export class FrontMatterMemo {
  private kept = new Map<string, Entry>();
  private used = new Map<string, Entry>();
  private added = false;

  constructor(
    private readonly file: string,
    private readonly otherKeys: Record<string, unknown>,
  ) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8'));
      if (stored.code === this.version()) this.kept = new Map(Object.entries(stored.entries));
    } catch {
      /* nothing kept yet, or a damaged file: parsed again */
    }
  }

  /**
   * What a parse follows from besides the page: the parser's and schema's code and the packages that read the
   * block, all in the toolchain's key; the other tools' front-matter keys (functions) by their names.
   */
  private version(): string {
    return `${toolchainKey()}\n${Object.keys(this.otherKeys).sort().join()}`;
  }

  /**
   * The parse of `source` (as `parse` gives it), from an earlier run when one kept it. Kept by the page's path, its
   * language (`lang`, whose values are picked) and its front-matter block, from which everything but the body
   * follows (front-matter.ts): an edit below the block parses nothing, and the memo is not written again.
   */
  parse(source: string, file: string, parse: () => Parse, lang = ''): Parse {
    const block = source.slice(0, blockEnd(source));
    const id = hash('sha256', `${file}\0${lang}\0${block}`, 'base64url');
    const entry = this.kept.get(id);
    if (entry) {
      this.used.set(id, entry);
      const { frontmatter, diagnostics } = JSON.parse(entry.json);
      const body = source.slice(entry.bodyStart);
      return { parsed: { frontmatter, body, bodyLineOffset: entry.bodyLineOffset }, diagnostics };
    }
    const result = parse();
    const parsed = result.parsed;
    if (!parsed || !source.endsWith(parsed.body)) return result;
    const value = { frontmatter: parsed.frontmatter, diagnostics: result.diagnostics };
    if (!plain(value)) return result;
    // kept as text now: the pages' front matter may be changed by the stages after the scan
    const bodyStart = source.length - parsed.body.length;
    this.used.set(id, {
      json: JSON.stringify(value),
      bodyStart,
      bodyLineOffset: parsed.bodyLineOffset,
    });
    this.added = true;
    return result;
  }

  /** Writes what this run used, when it parsed anything anew or left an entry unused. */
  save(): void {
    if (!this.added && this.used.size === this.kept.size) return;
    const entries = Object.fromEntries(
      [...this.used].map(([id, { json, bodyStart, bodyLineOffset }]) => [
        id,
        { json, bodyStart, bodyLineOffset },
      ]),
    );
    try {
      writeWhole(this.file, JSON.stringify({ code: this.version(), entries }));
    } catch {
      /* parsed again next time */
    }
  }
}
