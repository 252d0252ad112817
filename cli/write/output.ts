import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a build into a temporary sibling directory and swaps it into place only when the whole build succeeded,
 * so a failed build leaves the previous output untouched.
 */
export class AtomicOutput {
  readonly staging: string;
  bytes = 0;
  files = 0;

  constructor(readonly target: string) {
    this.staging = path.join(path.dirname(target), `.${path.basename(target)}.tmp-${process.pid}-${Date.now()}`);
    mkdirSync(this.staging, { recursive: true });
  }

  write(relative: string, contents: string | Uint8Array): void {
    const file = path.join(this.staging, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
    this.bytes += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    this.files += 1;
  }

  copyDir(source: string, relative = ''): void {
    if (existsSync(source)) cpSync(source, path.join(this.staging, relative), { recursive: true, dereference: false });
  }

  commit(): void {
    const old = `${this.staging}.old`;
    if (existsSync(this.target)) renameSync(this.target, old);
    renameSync(this.staging, this.target);
    if (existsSync(old)) rmSync(old, { recursive: true, force: true });
  }

  discard(): void {
    rmSync(this.staging, { recursive: true, force: true });
  }
}
