import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes in flight at once: enough to keep the disk busy while rendering goes on, bounded to cap memory. */
const MAX_PENDING = 64;

/**
 * Writes a build into a temporary sibling directory and swaps it into place only when the whole build succeeded,
 * so a failed build leaves the previous output untouched. Writes run in the background while pages render.
 */
export class AtomicOutput {
  readonly staging: string;
  bytes = 0;
  files = 0;
  private dirs = new Set<string>();
  private pending = new Set<Promise<void>>();
  private failure: unknown = null;

  constructor(readonly target: string) {
    this.staging = path.join(path.dirname(target), `.${path.basename(target)}.tmp-${process.pid}-${Date.now()}`);
    mkdirSync(this.staging, { recursive: true });
  }

  /** Queues a file; call `flush()` (or `commit()`) to wait for the queue. Waits first when too much is queued. */
  async write(relative: string, contents: string | Uint8Array): Promise<void> {
    const file = path.join(this.staging, relative);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) { mkdirSync(dir, { recursive: true }); this.dirs.add(dir); }
    this.bytes += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    this.files += 1;
    const job: Promise<void> = writeFile(file, contents).catch((error: unknown) => { this.failure ??= error; }).finally(() => this.pending.delete(job));
    this.pending.add(job);
    if (this.pending.size >= MAX_PENDING) await Promise.race(this.pending);
  }

  copyDir(source: string, relative = ''): void {
    if (existsSync(source)) cpSync(source, path.join(this.staging, relative), { recursive: true, dereference: false });
  }

  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
    if (this.failure) throw this.failure;
  }

  async commit(): Promise<void> {
    await this.flush();
    const old = `${this.staging}.old`;
    if (existsSync(this.target)) renameSync(this.target, old);
    renameSync(this.staging, this.target);
    if (existsSync(old)) rmSync(old, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await Promise.allSettled(this.pending);
    rmSync(this.staging, { recursive: true, force: true });
  }
}
