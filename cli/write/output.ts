import { cpSync, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { OUTPUT_MARKER } from './out-dir.ts';
import {
  carryFiles,
  filesBelow,
  filesNotWritten,
  keptNotice,
  manifestText,
  OUTPUT_MANIFEST,
  overwrittenProblem,
  replacedNotice,
  writeManifest,
} from './kept-files.ts';
import { commitChangedFiles } from './incremental-commit.ts';
import { readBack, writeBytes, writeParts } from './file-writes.ts';
import { entriesLeftInPlace, type ManifestEntry, type OutputManifest } from './output-manifest.ts';
import { recoverInterruptedBuilds } from './interrupted-builds.ts';
import { contentKey } from './content-key.ts';
import { removeAfterExit } from './removal-after-exit.ts';

export { recoverInterruptedBuilds, writeBytes };

/**
 * Told of each file as it is queued. `givable`, when given, settles once the file is written: nothing else uses
 * `contents` after that, so the listener may give the bytes away (to a worker) rather than copy them.
 */
export type WriteListener = (
  relative: string,
  contents: string | Uint8Array,
  givable?: Promise<unknown>,
) => void;

/**
 * Files of output (the previous output's count, about) from which it is deleted after the command returns: starting
 * that process, forking this one, took about 30 ms, as long as unlinking some 100 files with their compressed copies.
 */
const AFTER_EXIT_FROM = 100;

/** Writes in flight at once: enough to keep the disk busy while rendering goes on, bounded to cap memory. */
const MAX_PENDING = 64;

/**
 * Writes a build into a temporary sibling directory and swaps it into place only when the whole build succeeded,
 * so a failed build leaves the previous output untouched. Writes run in the background while pages render.
 *
 * Given the manifest of the build that wrote the folder, a file made from the same inputs as the one there is not
 * written at all: the staging folder holds only what changed, moved over the output once the build succeeded (an
 * unchanged site moves nothing). Every file's key (what it was made from) is kept for the next build's manifest.
 */
export class AtomicOutput {
  readonly staging: string;
  /** Each file's size by its path: a file written twice (a public file over a page) counts once, as it lands. */
  private sizes = new Map<string, number>();
  private dirs = new Set<string>();
  private pending = new Set<Promise<void>>();
  private failure: unknown = null;
  private listeners: WriteListener[] = [];
  /** What each file named by this build was made from, by path. */
  readonly keys = new Map<string, string>();
  /** Files left as the previous build wrote them. */
  private kept = new Set<string>();
  /** The files of the committed output this build made (not the ones a person added), by path. */
  built: string[] = [];
  /** Whether this build writes only what changed since the previous one. */
  get incremental(): boolean {
    return this.previous !== null;
  }

  /** Whether `commit` changed the output folder. */
  changed = false;
  /** The previous manifest's entries of the files `commit` left in place (not moved, not removed). */
  leftInPlace: Record<string, ManifestEntry> = {};

  get files(): number {
    return this.sizes.size;
  }

  get bytes(): number {
    let total = 0;
    for (const size of this.sizes.values()) total += size;
    return total;
  }

  /**
   * `replaceOthers` (`--empty-out-dir`): files in the old output that no build wrote are deleted with it, named;
   * otherwise they are carried into the new output, or the build stops when it would write over one.
   */
  constructor(
    readonly target: string,
    private readonly replaceOthers = false,
    private readonly previous: OutputManifest | null = null,
  ) {
    recoverInterruptedBuilds(target);
    this.staging = path.join(
      path.dirname(target),
      `.${path.basename(target)}.tmp-${process.pid}-${Date.now()}`,
    );
    mkdirSync(this.staging, { recursive: true });
    const marker = `${JSON.stringify({ writtenBy: 'docs-build', note: 'this folder is replaced by each build' })}\n`;
    if (!this.unchanged(OUTPUT_MARKER, contentKey(Buffer.from(marker))))
      writeFileSync(path.join(this.staging, OUTPUT_MARKER), marker);
    this.sizes.delete(OUTPUT_MARKER); // not one of the site's files
  }

  /**
   * Whether the file at `relative`, made from `key`, is the one the previous build left there; records the key
   * either way. A path named twice in one build is written again unless every naming so far was unchanged.
   */
  private unchanged(relative: string, key: string): boolean {
    const name = path.normalize(relative);
    const first = !this.keys.has(name);
    this.keys.set(name, key);
    const entry = this.previous?.files[name];
    if (entry?.key === key && (first || this.kept.has(name))) {
      this.kept.add(name);
      this.sizes.set(name, entry.size);
      return true;
    }
    this.kept.delete(name);
    return false;
  }

  /**
   * Writes the file `make` returns unless the previous build made `relative` from the same `key`. Bytes `make`
   * returns are the output's from then on, as an encoded string's are.
   */
  async writeKeyed(
    relative: string,
    key: string,
    make: () => string | Uint8Array,
  ): Promise<boolean> {
    if (this.unchanged(relative, `made:${key}`)) return false;
    const made = make();
    await this.queue(relative, typeof made === 'string' ? Buffer.from(made) : made, true);
    return true;
  }

  /**
   * Whether the previous build left `relative` holding the bytes known by `key` (as `contentKey` makes it); the
   * file is then kept as though written again. When not, nothing is recorded: the caller writes it.
   */
  keepIfSame(relative: string, key: string): boolean {
    return (
      this.previous?.files[path.normalize(relative)]?.key === key && this.unchanged(relative, key)
    );
  }

  /** Calls `listener` with each file as it is queued (the compressor starts on it while the build goes on). */
  onWrite(listener: WriteListener): void {
    this.listeners.push(listener);
  }

  /** Queues a file; call `flush()` (or `commit()`) to wait for the queue. Waits first when too much is queued. */
  async write(relative: string, contents: string | Uint8Array): Promise<void> {
    // encoded once here: measuring, writing and compressing a string each encoded it again
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    if (!this.unchanged(relative, contentKey(bytes)))
      await this.queue(relative, bytes, typeof contents === 'string');
  }

  /** `made`: the bytes were encoded here, so a sole listener may have them once they are written. */
  private async queue(relative: string, bytes: Uint8Array, made: boolean): Promise<void> {
    const file = path.join(this.staging, relative);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    this.sizes.set(path.normalize(relative), bytes.byteLength);
    const job: Promise<void> = writeBytes(file, bytes)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
    const givable = made && this.listeners.length === 1 ? job : undefined;
    for (const listener of this.listeners) listener(relative, bytes, givable);
    if (this.pending.size >= MAX_PENDING) await Promise.race(this.pending);
  }

  /**
   * Writes a file given in parts as they are made (a file as large as the site need not be one string); the
   * listeners get it read back once written. Removed again when the previous build left it so.
   */
  async writeInParts(relative: string, parts: Iterable<string>): Promise<void> {
    const file = path.join(this.staging, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    const { sha1, size } = await writeParts(file, parts);
    if (this.unchanged(relative, sha1)) return void (await rm(file));
    this.sizes.set(path.normalize(relative), size);
    await readBack({ file, relative, size }, this.listeners);
  }

  /**
   * Queues a copy of the file `source` (never read into memory here): for large files the build does not change.
   * False when the previous build copied the same file there (by `contents`, when given, else by its stamp), and
   * nothing is copied.
   */
  copyFile(source: string, relative: string, contents?: Uint8Array): boolean {
    // known by its bytes when they are at hand: the same file written from memory has the same key
    const { size, mtimeMs } = contents ? { size: 0, mtimeMs: 0 } : statSync(source);
    const key = contents ? contentKey(contents) : `copy:${source}:${size}:${mtimeMs}`;
    if (this.unchanged(relative, key)) return false;
    const file = path.join(this.staging, relative);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    this.sizes.set(path.normalize(relative), 0);
    const job: Promise<void> = copyFile(source, file)
      // another build replaced the kept file meanwhile (a cache made from other inputs): its bytes are at hand
      .catch((error: unknown) => (contents ? writeFile(file, contents) : Promise.reject(error)))
      .then(() => stat(file))
      .then(({ size }) => {
        this.sizes.set(path.normalize(relative), size);
      })
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
    return true;
  }

  copyDir(source: string, relative = ''): void {
    if (existsSync(source))
      cpSync(source, path.join(this.staging, relative), { recursive: true, dereference: false });
  }

  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
    if (this.failure) throw this.failure;
  }

  /** Swaps the new output in; returns what became of the files in the old output that no build wrote. */
  async commit(): Promise<Diagnostic[]> {
    await this.flush();
    if (this.previous) return this.commitChanges(this.previous);
    this.changed = true;
    const notes = this.settleOthersFiles();
    // a crash between the two renames leaves the old site under this name; the next build puts it back
    const old = `${this.staging}.old`;
    if (existsSync(this.target)) renameSync(this.target, old);
    renameSync(this.staging, this.target);
    if (!existsSync(old)) return notes;
    if (this.files < AFTER_EXIT_FROM) await rm(old, { recursive: true, force: true });
    else await removeAfterExit(old);
    return notes;
  }

  /** Lists what this build wrote, then keeps (or on request drops) the files a person added to the old output. */
  private settleOthersFiles(): Diagnostic[] {
    const others = filesNotWritten(this.target, { marker: OUTPUT_MARKER });
    const shown = path.relative(process.cwd(), this.target) || '.';
    const written = new Set(filesBelow(this.staging));
    const overwritten = others.filter((file) => written.has(file));
    if (overwritten.length && !this.replaceOthers)
      throw new UserError([overwrittenProblem(shown, overwritten)]);
    this.built = writeManifest(this.staging);
    this.keys.set(OUTPUT_MANIFEST, contentKey(Buffer.from(manifestText(this.built))));
    if (!others.length) return [];
    if (this.replaceOthers) return [replacedNotice(shown, others)];
    carryFiles(this.target, this.staging, others);
    return [keptNotice(shown, others)];
  }

  /** Moves what changed over the previous output, the files a person added left in place (or dropped on request). */
  private async commitChanges(previous: OutputManifest): Promise<Diagnostic[]> {
    const shown = path.relative(process.cwd(), this.target) || '.';
    const { built, notes } = await commitChangedFiles(previous, {
      staging: this.staging,
      kept: this.kept,
      replaceOthers: this.replaceOthers,
      shown,
      // the list of what this build wrote is a file of the output too: written only when it changed
      writeList: (text) => {
        const same = this.unchanged(OUTPUT_MANIFEST, contentKey(Buffer.from(text)));
        this.sizes.delete(OUTPUT_MANIFEST); // not one of the site's files
        if (!same) writeFileSync(path.join(this.staging, OUTPUT_MANIFEST), text);
        return !same;
      },
    });
    this.built = built.files;
    this.changed = built.changed;
    this.leftInPlace = entriesLeftInPlace(previous, built);
    await rm(this.staging, { recursive: true, force: true });
    return notes;
  }

  async discard(): Promise<void> {
    await Promise.allSettled(this.pending);
    await rm(this.staging, { recursive: true, force: true });
  }
}
